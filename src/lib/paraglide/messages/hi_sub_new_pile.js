/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Sub_New_PileInputs */

const en_hi_sub_new_pile = /** @type {(inputs: Hi_Sub_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started a new pile`)
};

const de_hi_sub_new_pile = /** @type {(inputs: Hi_Sub_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuen Stapel angefangen`)
};

const fr_hi_sub_new_pile = /** @type {(inputs: Hi_Sub_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle pile commencée`)
};

const es_hi_sub_new_pile = /** @type {(inputs: Hi_Sub_New_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo montón empezado`)
};

/**
* | output |
* | --- |
* | "Started a new pile" |
*
* @param {Hi_Sub_New_PileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_sub_new_pile = /** @type {((inputs?: Hi_Sub_New_PileInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Sub_New_PileInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_sub_new_pile(inputs)
	if (locale === "fr") return fr_hi_sub_new_pile(inputs)
	if (locale === "es") return es_hi_sub_new_pile(inputs)
	return en_hi_sub_new_pile(inputs)
});