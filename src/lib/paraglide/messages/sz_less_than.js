/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Sz_Less_ThanInputs */

const en_sz_less_than = /** @type {(inputs: Sz_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`less than ${i?.size}`)
};

const de_sz_less_than = /** @type {(inputs: Sz_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`weniger als ${i?.size}`)
};

const fr_sz_less_than = /** @type {(inputs: Sz_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`moins de ${i?.size}`)
};

const es_sz_less_than = /** @type {(inputs: Sz_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`menos de ${i?.size}`)
};

/**
* | output |
* | --- |
* | "less than {size}" |
*
* @param {Sz_Less_ThanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sz_less_than = /** @type {((inputs: Sz_Less_ThanInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sz_Less_ThanInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sz_less_than(inputs)
	if (locale === "fr") return fr_sz_less_than(inputs)
	if (locale === "es") return es_sz_less_than(inputs)
	return en_sz_less_than(inputs)
});