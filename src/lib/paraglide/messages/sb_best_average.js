/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ best: NonNullable<unknown>, average: NonNullable<unknown> }} Sb_Best_AverageInputs */

const en_sb_best_average = /** @type {(inputs: Sb_Best_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`best ${i?.best}, average ${i?.average}`)
};

const de_sb_best_average = /** @type {(inputs: Sb_Best_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`bester Wert ${i?.best}, Durchschnitt ${i?.average}`)
};

const fr_sb_best_average = /** @type {(inputs: Sb_Best_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`meilleur ${i?.best}, moyenne ${i?.average}`)
};

const es_sb_best_average = /** @type {(inputs: Sb_Best_AverageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`mejor ${i?.best}, media ${i?.average}`)
};

/**
* | output |
* | --- |
* | "best {best}, average {average}" |
*
* @param {Sb_Best_AverageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_best_average = /** @type {((inputs: Sb_Best_AverageInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Best_AverageInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_best_average(inputs)
	if (locale === "fr") return fr_sb_best_average(inputs)
	if (locale === "es") return es_sb_best_average(inputs)
	return en_sb_best_average(inputs)
});