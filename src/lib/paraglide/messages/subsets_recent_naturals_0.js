/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Recent_Naturals_0Inputs */

const en_subsets_recent_naturals_0 = /** @type {(inputs: Subsets_Recent_Naturals_0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ℕ from 0)`)
};

const de_subsets_recent_naturals_0 = /** @type {(inputs: Subsets_Recent_Naturals_0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ℕ ab 0)`)
};

const fr_subsets_recent_naturals_0 = /** @type {(inputs: Subsets_Recent_Naturals_0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ℕ à partir de 0)`)
};

const es_subsets_recent_naturals_0 = /** @type {(inputs: Subsets_Recent_Naturals_0Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ℕ desde 0)`)
};

/**
* | output |
* | --- |
* | "(ℕ from 0)" |
*
* @param {Subsets_Recent_Naturals_0Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_recent_naturals_0 = /** @type {((inputs?: Subsets_Recent_Naturals_0Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Recent_Naturals_0Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_recent_naturals_0(inputs)
	if (locale === "fr") return fr_subsets_recent_naturals_0(inputs)
	if (locale === "es") return es_subsets_recent_naturals_0(inputs)
	return en_subsets_recent_naturals_0(inputs)
});