/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_List_HelpInputs */

const en_tr_list_help = /** @type {(inputs: Tr_List_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Separate them with spaces or commas. Negatives and 0 are fine.`)
};

const de_tr_list_help = /** @type {(inputs: Tr_List_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trenne sie mit Leerzeichen oder Kommas. Negative Zahlen und 0 sind erlaubt.`)
};

const fr_tr_list_help = /** @type {(inputs: Tr_List_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sépare-les par des espaces ou des virgules. Les négatifs et 0 sont permis.`)
};

const es_tr_list_help = /** @type {(inputs: Tr_List_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sepáralos con espacios o comas. Se permiten negativos y el 0.`)
};

/**
* | output |
* | --- |
* | "Separate them with spaces or commas. Negatives and 0 are fine." |
*
* @param {Tr_List_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_list_help = /** @type {((inputs?: Tr_List_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_List_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_list_help(inputs)
	if (locale === "fr") return fr_tr_list_help(inputs)
	if (locale === "es") return es_tr_list_help(inputs)
	return en_tr_list_help(inputs)
});