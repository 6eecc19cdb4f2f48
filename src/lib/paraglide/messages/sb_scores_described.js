/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, parts: NonNullable<unknown> }} Sb_Scores_DescribedInputs */

const en_sb_scores_described = /** @type {(inputs: Sb_Scores_DescribedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scores in ${i?.name}: ${i?.parts}.`)
};

const de_sb_scores_described = /** @type {(inputs: Sb_Scores_DescribedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Punkte in ${i?.name}: ${i?.parts}.`)
};

const fr_sb_scores_described = /** @type {(inputs: Sb_Scores_DescribedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scores à ${i?.name} : ${i?.parts}.`)
};

const es_sb_scores_described = /** @type {(inputs: Sb_Scores_DescribedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntuaciones en ${i?.name}: ${i?.parts}.`)
};

/**
* | output |
* | --- |
* | "Scores in {name}: {parts}." |
*
* @param {Sb_Scores_DescribedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_scores_described = /** @type {((inputs: Sb_Scores_DescribedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Scores_DescribedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_scores_described(inputs)
	if (locale === "fr") return fr_sb_scores_described(inputs)
	if (locale === "es") return es_sb_scores_described(inputs)
	return en_sb_scores_described(inputs)
});