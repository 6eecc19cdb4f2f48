/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Your_Order_TitleInputs */

const en_tr_your_order_title = /** @type {(inputs: Tr_Your_Order_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: your order of a′`)
};

const de_tr_your_order_title = /** @type {(inputs: Tr_Your_Order_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: deine Reihenfolge von a′`)
};

const fr_tr_your_order_title = /** @type {(inputs: Tr_Your_Order_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ton ordre de a′`)
};

const es_tr_your_order_title = /** @type {(inputs: Tr_Your_Order_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: tu orden de a′`)
};

/**
* | output |
* | --- |
* | "{name}: your order of a′" |
*
* @param {Tr_Your_Order_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_your_order_title = /** @type {((inputs: Tr_Your_Order_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Your_Order_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_your_order_title(inputs)
	if (locale === "fr") return fr_tr_your_order_title(inputs)
	if (locale === "es") return es_tr_your_order_title(inputs)
	return en_tr_your_order_title(inputs)
});