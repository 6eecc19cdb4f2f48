/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Back_To_OrderInputs */

const en_tr_back_to_order = /** @type {(inputs: Tr_Back_To_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the order`)
};

const de_tr_back_to_order = /** @type {(inputs: Tr_Back_To_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Reihenfolge`)
};

const fr_tr_back_to_order = /** @type {(inputs: Tr_Back_To_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l’ordre`)
};

const es_tr_back_to_order = /** @type {(inputs: Tr_Back_To_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver al orden`)
};

/**
* | output |
* | --- |
* | "Back to the order" |
*
* @param {Tr_Back_To_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_back_to_order = /** @type {((inputs?: Tr_Back_To_OrderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Back_To_OrderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_back_to_order(inputs)
	if (locale === "fr") return fr_tr_back_to_order(inputs)
	if (locale === "es") return es_tr_back_to_order(inputs)
	return en_tr_back_to_order(inputs)
});