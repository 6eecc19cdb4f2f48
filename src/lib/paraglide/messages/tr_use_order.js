/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Use_OrderInputs */

const en_tr_use_order = /** @type {(inputs: Tr_Use_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this order`)
};

const de_tr_use_order = /** @type {(inputs: Tr_Use_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Reihenfolge nehmen`)
};

const fr_tr_use_order = /** @type {(inputs: Tr_Use_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prendre cet ordre`)
};

const es_tr_use_order = /** @type {(inputs: Tr_Use_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar este orden`)
};

/**
* | output |
* | --- |
* | "Use this order" |
*
* @param {Tr_Use_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_use_order = /** @type {((inputs?: Tr_Use_OrderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Use_OrderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_use_order(inputs)
	if (locale === "fr") return fr_tr_use_order(inputs)
	if (locale === "es") return es_tr_use_order(inputs)
	return en_tr_use_order(inputs)
});