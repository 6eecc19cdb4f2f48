/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Unknown_WordInputs */

const en_subsets_fault_unknown_word = /** @type {(inputs: Subsets_Fault_Unknown_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The checker does not know a word on this card.`)
};

const de_subsets_fault_unknown_word = /** @type {(inputs: Subsets_Fault_Unknown_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Prüfer kennt ein Wort dieser Karte nicht.`)
};

const fr_subsets_fault_unknown_word = /** @type {(inputs: Subsets_Fault_Unknown_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le vérificateur ne connaît pas un mot de cette carte.`)
};

const es_subsets_fault_unknown_word = /** @type {(inputs: Subsets_Fault_Unknown_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El comprobador no conoce una palabra de esta carta.`)
};

/**
* | output |
* | --- |
* | "The checker does not know a word on this card." |
*
* @param {Subsets_Fault_Unknown_WordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_unknown_word = /** @type {((inputs?: Subsets_Fault_Unknown_WordInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Unknown_WordInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_unknown_word(inputs)
	if (locale === "fr") return fr_subsets_fault_unknown_word(inputs)
	if (locale === "es") return es_subsets_fault_unknown_word(inputs)
	return en_subsets_fault_unknown_word(inputs)
});