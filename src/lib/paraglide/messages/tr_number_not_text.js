/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Number_Not_TextInputs */

const en_tr_number_not_text = /** @type {(inputs: Tr_Number_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A whole number must be given as text.`)
};

const de_tr_number_not_text = /** @type {(inputs: Tr_Number_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine ganze Zahl muss als Text angegeben werden.`)
};

const fr_tr_number_not_text = /** @type {(inputs: Tr_Number_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nombre entier doit être donné sous forme de texte.`)
};

const es_tr_number_not_text = /** @type {(inputs: Tr_Number_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un número entero debe darse como texto.`)
};

/**
* | output |
* | --- |
* | "A whole number must be given as text." |
*
* @param {Tr_Number_Not_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_number_not_text = /** @type {((inputs?: Tr_Number_Not_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Number_Not_TextInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_number_not_text(inputs)
	if (locale === "fr") return fr_tr_number_not_text(inputs)
	if (locale === "es") return es_tr_number_not_text(inputs)
	return en_tr_number_not_text(inputs)
});