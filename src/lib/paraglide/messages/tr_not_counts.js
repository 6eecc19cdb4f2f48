/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Not_CountsInputs */

const en_tr_not_counts = /** @type {(inputs: Tr_Not_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`does not count`)
};

const de_tr_not_counts = /** @type {(inputs: Tr_Not_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zählt nicht`)
};

const fr_tr_not_counts = /** @type {(inputs: Tr_Not_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ne compte pas`)
};

const es_tr_not_counts = /** @type {(inputs: Tr_Not_CountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no cuenta`)
};

/**
* | output |
* | --- |
* | "does not count" |
*
* @param {Tr_Not_CountsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_not_counts = /** @type {((inputs?: Tr_Not_CountsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Not_CountsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_not_counts(inputs)
	if (locale === "fr") return fr_tr_not_counts(inputs)
	if (locale === "es") return es_tr_not_counts(inputs)
	return en_tr_not_counts(inputs)
});