/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Order_TitleInputs */

const en_tr_order_title = /** @type {(inputs: Tr_Order_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} puts a′ in order`)
};

const de_tr_order_title = /** @type {(inputs: Tr_Order_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} bringt a′ in eine Reihenfolge`)
};

const fr_tr_order_title = /** @type {(inputs: Tr_Order_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} range a′ dans un ordre`)
};

const es_tr_order_title = /** @type {(inputs: Tr_Order_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ordena a′`)
};

/**
* | output |
* | --- |
* | "{name} puts a′ in order" |
*
* @param {Tr_Order_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_order_title = /** @type {((inputs: Tr_Order_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Order_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_order_title(inputs)
	if (locale === "fr") return fr_tr_order_title(inputs)
	if (locale === "es") return es_tr_order_title(inputs)
	return en_tr_order_title(inputs)
});