/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ won: NonNullable<unknown>, played: NonNullable<unknown> }} Teams_Stats_Coop_RecordInputs */

const en_teams_stats_coop_record = /** @type {(inputs: Teams_Stats_Coop_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`won ${i?.won} of ${i?.played}`)
};

const de_teams_stats_coop_record = /** @type {(inputs: Teams_Stats_Coop_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.won} von ${i?.played} gewonnen`)
};

const fr_teams_stats_coop_record = /** @type {(inputs: Teams_Stats_Coop_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.won} gagnées sur ${i?.played}`)
};

const es_teams_stats_coop_record = /** @type {(inputs: Teams_Stats_Coop_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.won} ganadas de ${i?.played}`)
};

/**
* | output |
* | --- |
* | "won {won} of {played}" |
*
* @param {Teams_Stats_Coop_RecordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const teams_stats_coop_record = /** @type {((inputs: Teams_Stats_Coop_RecordInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teams_Stats_Coop_RecordInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_teams_stats_coop_record(inputs)
	if (locale === "fr") return fr_teams_stats_coop_record(inputs)
	if (locale === "es") return es_teams_stats_coop_record(inputs)
	return en_teams_stats_coop_record(inputs)
});