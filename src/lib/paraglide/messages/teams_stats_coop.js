/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Teams_Stats_CoopInputs */

const en_teams_stats_coop = /** @type {(inputs: Teams_Stats_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co-op games`)
};

const de_teams_stats_coop = /** @type {(inputs: Teams_Stats_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kooperative Spiele`)
};

const fr_teams_stats_coop = /** @type {(inputs: Teams_Stats_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parties coopératives`)
};

const es_teams_stats_coop = /** @type {(inputs: Teams_Stats_CoopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partidas cooperativas`)
};

/**
* | output |
* | --- |
* | "Co-op games" |
*
* @param {Teams_Stats_CoopInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const teams_stats_coop = /** @type {((inputs?: Teams_Stats_CoopInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teams_Stats_CoopInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_teams_stats_coop(inputs)
	if (locale === "fr") return fr_teams_stats_coop(inputs)
	if (locale === "es") return es_teams_stats_coop(inputs)
	return en_teams_stats_coop(inputs)
});