/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown>, n: NonNullable<unknown> }} Tr_Order_GivesInputs */

const en_tr_order_gives = /** @type {(inputs: Tr_Order_GivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This order gives you ${i?.score} of ${i?.n}.`)
};

const de_tr_order_gives = /** @type {(inputs: Tr_Order_GivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diese Reihenfolge bringt dir ${i?.score} von ${i?.n}.`)
};

const fr_tr_order_gives = /** @type {(inputs: Tr_Order_GivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cet ordre te donne ${i?.score} sur ${i?.n}.`)
};

const es_tr_order_gives = /** @type {(inputs: Tr_Order_GivesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Este orden te da ${i?.score} de ${i?.n}.`)
};

/**
* | output |
* | --- |
* | "This order gives you {score} of {n}." |
*
* @param {Tr_Order_GivesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_order_gives = /** @type {((inputs: Tr_Order_GivesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Order_GivesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_order_gives(inputs)
	if (locale === "fr") return fr_tr_order_gives(inputs)
	if (locale === "es") return es_tr_order_gives(inputs)
	return en_tr_order_gives(inputs)
});