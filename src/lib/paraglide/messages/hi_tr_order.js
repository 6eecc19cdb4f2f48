/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Hi_Tr_OrderInputs */

const en_hi_tr_order = /** @type {(inputs: Hi_Tr_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} put a′ in order`)
};

const de_hi_tr_order = /** @type {(inputs: Hi_Tr_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat a′ geordnet`)
};

const fr_hi_tr_order = /** @type {(inputs: Hi_Tr_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a mis a′ en ordre`)
};

const es_hi_tr_order = /** @type {(inputs: Hi_Tr_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha ordenado a′`)
};

/**
* | output |
* | --- |
* | "{name} put a′ in order" |
*
* @param {Hi_Tr_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_tr_order = /** @type {((inputs: Hi_Tr_OrderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Tr_OrderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_tr_order(inputs)
	if (locale === "fr") return fr_hi_tr_order(inputs)
	if (locale === "es") return es_hi_tr_order(inputs)
	return en_hi_tr_order(inputs)
});