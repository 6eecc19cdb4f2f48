/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Order_LabelInputs */

const en_tr_order_label = /** @type {(inputs: Tr_Order_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your order a (every term of a′ once)`)
};

const de_tr_order_label = /** @type {(inputs: Tr_Order_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Reihenfolge a (jedes Glied von a′ einmal)`)
};

const fr_tr_order_label = /** @type {(inputs: Tr_Order_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ton ordre a (chaque terme de a′ une fois)`)
};

const es_tr_order_label = /** @type {(inputs: Tr_Order_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu orden a (cada término de a′ una vez)`)
};

/**
* | output |
* | --- |
* | "Your order a (every term of a′ once)" |
*
* @param {Tr_Order_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_order_label = /** @type {((inputs?: Tr_Order_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Order_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_order_label(inputs)
	if (locale === "fr") return fr_tr_order_label(inputs)
	if (locale === "es") return es_tr_order_label(inputs)
	return en_tr_order_label(inputs)
});