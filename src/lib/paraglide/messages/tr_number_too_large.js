/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Number_Too_LargeInputs */

const en_tr_number_too_large = /** @type {(inputs: Tr_Number_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A number is too large to be read exactly: send it as a string.`)
};

const de_tr_number_too_large = /** @type {(inputs: Tr_Number_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Zahl ist zu groß, um sie genau zu lesen: Gib sie als Text an.`)
};

const fr_tr_number_too_large = /** @type {(inputs: Tr_Number_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nombre est trop grand pour être lu exactement : donne-le sous forme de texte.`)
};

const es_tr_number_too_large = /** @type {(inputs: Tr_Number_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un número es demasiado grande para leerlo con exactitud: dalo como texto.`)
};

/**
* | output |
* | --- |
* | "A number is too large to be read exactly: send it as a string." |
*
* @param {Tr_Number_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_number_too_large = /** @type {((inputs?: Tr_Number_Too_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Number_Too_LargeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_number_too_large(inputs)
	if (locale === "fr") return fr_tr_number_too_large(inputs)
	if (locale === "es") return es_tr_number_too_large(inputs)
	return en_tr_number_too_large(inputs)
});