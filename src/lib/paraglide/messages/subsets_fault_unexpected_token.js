/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Unexpected_TokenInputs */

const en_subsets_fault_unexpected_token = /** @type {(inputs: Subsets_Fault_Unexpected_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something on this card is out of place.`)
};

const de_subsets_fault_unexpected_token = /** @type {(inputs: Subsets_Fault_Unexpected_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etwas auf dieser Karte steht an der falschen Stelle.`)
};

const fr_subsets_fault_unexpected_token = /** @type {(inputs: Subsets_Fault_Unexpected_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un élément de cette carte n’est pas à sa place.`)
};

const es_subsets_fault_unexpected_token = /** @type {(inputs: Subsets_Fault_Unexpected_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo en esta carta está fuera de lugar.`)
};

/**
* | output |
* | --- |
* | "Something on this card is out of place." |
*
* @param {Subsets_Fault_Unexpected_TokenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_unexpected_token = /** @type {((inputs?: Subsets_Fault_Unexpected_TokenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Unexpected_TokenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_unexpected_token(inputs)
	if (locale === "fr") return fr_subsets_fault_unexpected_token(inputs)
	if (locale === "es") return es_subsets_fault_unexpected_token(inputs)
	return en_subsets_fault_unexpected_token(inputs)
});