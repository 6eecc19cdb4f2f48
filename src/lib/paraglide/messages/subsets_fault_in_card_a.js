/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fault: NonNullable<unknown> }} Subsets_Fault_In_Card_AInputs */

const en_subsets_fault_in_card_a = /** @type {(inputs: Subsets_Fault_In_Card_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card A: ${i?.fault}`)
};

const de_subsets_fault_in_card_a = /** @type {(inputs: Subsets_Fault_In_Card_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karte A: ${i?.fault}`)
};

const fr_subsets_fault_in_card_a = /** @type {(inputs: Subsets_Fault_In_Card_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carte A : ${i?.fault}`)
};

const es_subsets_fault_in_card_a = /** @type {(inputs: Subsets_Fault_In_Card_AInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carta A: ${i?.fault}`)
};

/**
* | output |
* | --- |
* | "Card A: {fault}" |
*
* @param {Subsets_Fault_In_Card_AInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_in_card_a = /** @type {((inputs: Subsets_Fault_In_Card_AInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_In_Card_AInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_in_card_a(inputs)
	if (locale === "fr") return fr_subsets_fault_in_card_a(inputs)
	if (locale === "es") return es_subsets_fault_in_card_a(inputs)
	return en_subsets_fault_in_card_a(inputs)
});