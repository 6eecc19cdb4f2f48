/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown>, problem: NonNullable<unknown> }} Fm_Pr_AtInputs */

const en_fm_pr_at = /** @type {(inputs: Fm_Pr_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at ${i?.place}, ${i?.problem}`)
};

const de_fm_pr_at = /** @type {(inputs: Fm_Pr_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`bei ${i?.place}: ${i?.problem}`)
};

const fr_fm_pr_at = /** @type {(inputs: Fm_Pr_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`à ${i?.place}, ${i?.problem}`)
};

const es_fm_pr_at = /** @type {(inputs: Fm_Pr_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en ${i?.place}, ${i?.problem}`)
};

/**
* | output |
* | --- |
* | "at {place}, {problem}" |
*
* @param {Fm_Pr_AtInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_at = /** @type {((inputs: Fm_Pr_AtInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_AtInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_at(inputs)
	if (locale === "fr") return fr_fm_pr_at(inputs)
	if (locale === "es") return es_fm_pr_at(inputs)
	return en_fm_pr_at(inputs)
});