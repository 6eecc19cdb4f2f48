/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Recent_ValidInputs */

const en_subsets_recent_valid = /** @type {(inputs: Subsets_Recent_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is a correct set.`)
};

const de_subsets_recent_valid = /** @type {(inputs: Subsets_Recent_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ist eine korrekte Menge.`)
};

const fr_subsets_recent_valid = /** @type {(inputs: Subsets_Recent_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`est un ensemble correct.`)
};

const es_subsets_recent_valid = /** @type {(inputs: Subsets_Recent_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`es un conjunto correcto.`)
};

/**
* | output |
* | --- |
* | "is a correct set." |
*
* @param {Subsets_Recent_ValidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_recent_valid = /** @type {((inputs?: Subsets_Recent_ValidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Recent_ValidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_recent_valid(inputs)
	if (locale === "fr") return fr_subsets_recent_valid(inputs)
	if (locale === "es") return es_subsets_recent_valid(inputs)
	return en_subsets_recent_valid(inputs)
});