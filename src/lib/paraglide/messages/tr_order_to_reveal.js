/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ order: NonNullable<unknown>, score: NonNullable<unknown>, n: NonNullable<unknown> }} Tr_Order_To_RevealInputs */

const en_tr_order_to_reveal = /** @type {(inputs: Tr_Order_To_RevealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order to reveal: ${i?.order} (you score ${i?.score} of ${i?.n}).`)
};

const de_tr_order_to_reveal = /** @type {(inputs: Tr_Order_To_RevealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aufzudeckende Reihenfolge: ${i?.order} (du bekommst ${i?.score} von ${i?.n}).`)
};

const fr_tr_order_to_reveal = /** @type {(inputs: Tr_Order_To_RevealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ordre à révéler : ${i?.order} (tu marques ${i?.score} sur ${i?.n}).`)
};

const es_tr_order_to_reveal = /** @type {(inputs: Tr_Order_To_RevealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Orden que revelar: ${i?.order} (ganas ${i?.score} de ${i?.n}).`)
};

/**
* | output |
* | --- |
* | "Order to reveal: {order} (you score {score} of {n})." |
*
* @param {Tr_Order_To_RevealInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_order_to_reveal = /** @type {((inputs: Tr_Order_To_RevealInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Order_To_RevealInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_order_to_reveal(inputs)
	if (locale === "fr") return fr_tr_order_to_reveal(inputs)
	if (locale === "es") return es_tr_order_to_reveal(inputs)
	return en_tr_order_to_reveal(inputs)
});