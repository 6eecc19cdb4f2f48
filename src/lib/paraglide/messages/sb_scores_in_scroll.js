/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sb_Scores_In_ScrollInputs */

const en_sb_scores_in_scroll = /** @type {(inputs: Sb_Scores_In_ScrollInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scores in ${i?.name} (scrolls sideways)`)
};

const de_sb_scores_in_scroll = /** @type {(inputs: Sb_Scores_In_ScrollInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Punkte in ${i?.name} (seitlich scrollbar)`)
};

const fr_sb_scores_in_scroll = /** @type {(inputs: Sb_Scores_In_ScrollInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scores à ${i?.name} (défile sur le côté)`)
};

const es_sb_scores_in_scroll = /** @type {(inputs: Sb_Scores_In_ScrollInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puntuaciones en ${i?.name} (se desplaza de lado)`)
};

/**
* | output |
* | --- |
* | "Scores in {name} (scrolls sideways)" |
*
* @param {Sb_Scores_In_ScrollInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_scores_in_scroll = /** @type {((inputs: Sb_Scores_In_ScrollInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Scores_In_ScrollInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_scores_in_scroll(inputs)
	if (locale === "fr") return fr_sb_scores_in_scroll(inputs)
	if (locale === "es") return es_sb_scores_in_scroll(inputs)
	return en_sb_scores_in_scroll(inputs)
});