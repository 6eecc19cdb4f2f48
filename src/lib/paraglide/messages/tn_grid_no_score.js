/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Grid_No_ScoreInputs */

const en_tn_grid_no_score = /** @type {(inputs: Tn_Grid_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const de_tn_grid_no_score = /** @type {(inputs: Tn_Grid_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine`)
};

const fr_tn_grid_no_score = /** @type {(inputs: Tn_Grid_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun`)
};

const es_tn_grid_no_score = /** @type {(inputs: Tn_Grid_No_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Tn_Grid_No_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_grid_no_score = /** @type {((inputs?: Tn_Grid_No_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Grid_No_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_grid_no_score(inputs)
	if (locale === "fr") return fr_tn_grid_no_score(inputs)
	if (locale === "es") return es_tn_grid_no_score(inputs)
	return en_tn_grid_no_score(inputs)
});