/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fault: NonNullable<unknown> }} Subsets_Fault_In_Card_SInputs */

const en_subsets_fault_in_card_s = /** @type {(inputs: Subsets_Fault_In_Card_SInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card S: ${i?.fault}`)
};

const de_subsets_fault_in_card_s = /** @type {(inputs: Subsets_Fault_In_Card_SInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karte S: ${i?.fault}`)
};

const fr_subsets_fault_in_card_s = /** @type {(inputs: Subsets_Fault_In_Card_SInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carte S : ${i?.fault}`)
};

const es_subsets_fault_in_card_s = /** @type {(inputs: Subsets_Fault_In_Card_SInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carta S: ${i?.fault}`)
};

/**
* | output |
* | --- |
* | "Card S: {fault}" |
*
* @param {Subsets_Fault_In_Card_SInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_in_card_s = /** @type {((inputs: Subsets_Fault_In_Card_SInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_In_Card_SInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_in_card_s(inputs)
	if (locale === "fr") return fr_subsets_fault_in_card_s(inputs)
	if (locale === "es") return es_subsets_fault_in_card_s(inputs)
	return en_subsets_fault_in_card_s(inputs)
});