/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Order_GivenInputs */

const en_tr_order_given = /** @type {(inputs: Tr_Order_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order for this round has already been given.`)
};

const de_tr_order_given = /** @type {(inputs: Tr_Order_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Reihenfolge für diese Runde steht schon fest.`)
};

const fr_tr_order_given = /** @type {(inputs: Tr_Order_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’ordre de cette manche a déjà été donné.`)
};

const es_tr_order_given = /** @type {(inputs: Tr_Order_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El orden de esta ronda ya se ha dado.`)
};

/**
* | output |
* | --- |
* | "The order for this round has already been given." |
*
* @param {Tr_Order_GivenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_order_given = /** @type {((inputs?: Tr_Order_GivenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Order_GivenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_order_given(inputs)
	if (locale === "fr") return fr_tr_order_given(inputs)
	if (locale === "es") return es_tr_order_given(inputs)
	return en_tr_order_given(inputs)
});