/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Card_Fault_MarkedInputs */

const en_subsets_card_fault_marked = /** @type {(inputs: Subsets_Card_Fault_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The fault is marked:`)
};

const de_subsets_card_fault_marked = /** @type {(inputs: Subsets_Card_Fault_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Fehler ist markiert:`)
};

const fr_subsets_card_fault_marked = /** @type {(inputs: Subsets_Card_Fault_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’erreur est surlignée :`)
};

const es_subsets_card_fault_marked = /** @type {(inputs: Subsets_Card_Fault_MarkedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El fallo está marcado:`)
};

/**
* | output |
* | --- |
* | "The fault is marked:" |
*
* @param {Subsets_Card_Fault_MarkedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_card_fault_marked = /** @type {((inputs?: Subsets_Card_Fault_MarkedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Card_Fault_MarkedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_card_fault_marked(inputs)
	if (locale === "fr") return fr_subsets_card_fault_marked(inputs)
	if (locale === "es") return es_subsets_card_fault_marked(inputs)
	return en_subsets_card_fault_marked(inputs)
});