/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Number_Cannot_EqualInputs */

const en_l3_f_number_cannot_equal = /** @type {(inputs: L3_F_Number_Cannot_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A number cannot equal a set.`)
};

const de_l3_f_number_cannot_equal = /** @type {(inputs: L3_F_Number_Cannot_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Zahl kann nicht gleich einer Menge sein.`)
};

const fr_l3_f_number_cannot_equal = /** @type {(inputs: L3_F_Number_Cannot_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nombre ne peut pas être égal à un ensemble.`)
};

const es_l3_f_number_cannot_equal = /** @type {(inputs: L3_F_Number_Cannot_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un número no puede ser igual a un conjunto.`)
};

/**
* | output |
* | --- |
* | "A number cannot equal a set." |
*
* @param {L3_F_Number_Cannot_EqualInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_number_cannot_equal = /** @type {((inputs?: L3_F_Number_Cannot_EqualInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Number_Cannot_EqualInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_number_cannot_equal(inputs)
	if (locale === "fr") return fr_l3_f_number_cannot_equal(inputs)
	if (locale === "es") return es_l3_f_number_cannot_equal(inputs)
	return en_l3_f_number_cannot_equal(inputs)
});