/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Empty_CardInputs */

const en_subsets_fault_empty_card = /** @type {(inputs: Subsets_Fault_Empty_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card is blank.`)
};

const de_subsets_fault_empty_card = /** @type {(inputs: Subsets_Fault_Empty_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Karte ist leer.`)
};

const fr_subsets_fault_empty_card = /** @type {(inputs: Subsets_Fault_Empty_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte est vide.`)
};

const es_subsets_fault_empty_card = /** @type {(inputs: Subsets_Fault_Empty_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carta está en blanco.`)
};

/**
* | output |
* | --- |
* | "The card is blank." |
*
* @param {Subsets_Fault_Empty_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_empty_card = /** @type {((inputs?: Subsets_Fault_Empty_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Empty_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_empty_card(inputs)
	if (locale === "fr") return fr_subsets_fault_empty_card(inputs)
	if (locale === "es") return es_subsets_fault_empty_card(inputs)
	return en_subsets_fault_empty_card(inputs)
});