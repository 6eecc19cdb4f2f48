/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Grid_By_RoundInputs */

const en_tn_grid_by_round = /** @type {(inputs: Tn_Grid_By_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores by round`)
};

const de_tn_grid_by_round = /** @type {(inputs: Tn_Grid_By_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte je Runde`)
};

const fr_tn_grid_by_round = /** @type {(inputs: Tn_Grid_By_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores par manche`)
};

const es_tn_grid_by_round = /** @type {(inputs: Tn_Grid_By_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuaciones por ronda`)
};

/**
* | output |
* | --- |
* | "Scores by round" |
*
* @param {Tn_Grid_By_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_grid_by_round = /** @type {((inputs?: Tn_Grid_By_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Grid_By_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_grid_by_round(inputs)
	if (locale === "fr") return fr_tn_grid_by_round(inputs)
	if (locale === "es") return es_tn_grid_by_round(inputs)
	return en_tn_grid_by_round(inputs)
});