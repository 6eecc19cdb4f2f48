/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tools_Subsets_Checker_TextInputs */

const en_tools_subsets_checker_text = /** @type {(inputs: Tools_Subsets_Checker_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Is this card a correct set? Is card A a subset of card S?`)
};

const de_tools_subsets_checker_text = /** @type {(inputs: Tools_Subsets_Checker_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ist diese Karte eine korrekte Menge? Ist Karte A eine Teilmenge von Karte S?`)
};

const fr_tools_subsets_checker_text = /** @type {(inputs: Tools_Subsets_Checker_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette carte est-elle un ensemble correct ? La carte A est-elle un sous-ensemble de la carte S ?`)
};

const es_tools_subsets_checker_text = /** @type {(inputs: Tools_Subsets_Checker_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Es esta carta un conjunto correcto? ¿Es la carta A un subconjunto de la carta S?`)
};

/**
* | output |
* | --- |
* | "Is this card a correct set? Is card A a subset of card S?" |
*
* @param {Tools_Subsets_Checker_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tools_subsets_checker_text = /** @type {((inputs?: Tools_Subsets_Checker_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tools_Subsets_Checker_TextInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tools_subsets_checker_text(inputs)
	if (locale === "fr") return fr_tools_subsets_checker_text(inputs)
	if (locale === "es") return es_tools_subsets_checker_text(inputs)
	return en_tools_subsets_checker_text(inputs)
});