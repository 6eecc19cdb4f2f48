/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown>, why: NonNullable<unknown> }} Tr_Why_SizeInputs */

const en_tr_why_size = /** @type {(inputs: Tr_Why_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`its size ${i?.size} is ${i?.why}`)
};

const de_tr_why_size = /** @type {(inputs: Tr_Why_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`der Betrag ${i?.size} ${i?.why}`)
};

const fr_tr_why_size = /** @type {(inputs: Tr_Why_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sa valeur absolue, ${i?.size}, ${i?.why}`)
};

const es_tr_why_size = /** @type {(inputs: Tr_Why_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`su valor absoluto, ${i?.size}, ${i?.why}`)
};

/**
* | output |
* | --- |
* | "its size {size} is {why}" |
*
* @param {Tr_Why_SizeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_size = /** @type {((inputs: Tr_Why_SizeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_SizeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_size(inputs)
	if (locale === "fr") return fr_tr_why_size(inputs)
	if (locale === "es") return es_tr_why_size(inputs)
	return en_tr_why_size(inputs)
});