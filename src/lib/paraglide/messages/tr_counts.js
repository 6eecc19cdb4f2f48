/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_CountsInputs */

const en_tr_counts = /** @type {(inputs: Tr_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ counts`)
};

const de_tr_counts = /** @type {(inputs: Tr_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ zählt`)
};

const fr_tr_counts = /** @type {(inputs: Tr_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ compte`)
};

const es_tr_counts = /** @type {(inputs: Tr_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ cuenta`)
};

/**
* | output |
* | --- |
* | "✓ counts" |
*
* @param {Tr_CountsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_counts = /** @type {((inputs?: Tr_CountsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_CountsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_counts(inputs)
	if (locale === "fr") return fr_tr_counts(inputs)
	if (locale === "es") return es_tr_counts(inputs)
	return en_tr_counts(inputs)
});