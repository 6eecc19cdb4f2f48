/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Score_SheetInputs */

const en_tn_np_score_sheet = /** @type {(inputs: Tn_Np_Score_SheetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score sheet`)
};

const de_tn_np_score_sheet = /** @type {(inputs: Tn_Np_Score_SheetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkteblatt`)
};

const fr_tn_np_score_sheet = /** @type {(inputs: Tn_Np_Score_SheetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feuille de score`)
};

const es_tn_np_score_sheet = /** @type {(inputs: Tn_Np_Score_SheetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoja de puntuación`)
};

/**
* | output |
* | --- |
* | "Score sheet" |
*
* @param {Tn_Np_Score_SheetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_score_sheet = /** @type {((inputs?: Tn_Np_Score_SheetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Score_SheetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_score_sheet(inputs)
	if (locale === "fr") return fr_tn_np_score_sheet(inputs)
	if (locale === "es") return es_tn_np_score_sheet(inputs)
	return en_tn_np_score_sheet(inputs)
});