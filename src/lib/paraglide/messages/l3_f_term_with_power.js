/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Term_With_PowerInputs */

const en_l3_f_term_with_power = /** @type {(inputs: L3_F_Term_With_PowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A term with a power of a variable is read with a condition linking the variables only when they range over a short list of numbers.`)
};

const de_l3_f_term_with_power = /** @type {(inputs: L3_F_Term_With_PowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Term mit einer Potenz einer Variablen wird zusammen mit einer Bedingung, die die Variablen verknüpft, nur gelesen, wenn diese eine kurze Liste von Zahlen durchlaufen.`)
};

const fr_l3_f_term_with_power = /** @type {(inputs: L3_F_Term_With_PowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un terme avec une puissance d’une variable n’est lu avec une condition liant les variables que si elles parcourent une courte liste de nombres.`)
};

const es_l3_f_term_with_power = /** @type {(inputs: L3_F_Term_With_PowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un término con una potencia de una variable solo se lee junto a una condición que relaciona las variables cuando estas recorren una lista corta de números.`)
};

/**
* | output |
* | --- |
* | "A term with a power of a variable is read with a condition linking the variables only when they range over a short list of numbers." |
*
* @param {L3_F_Term_With_PowerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_term_with_power = /** @type {((inputs?: L3_F_Term_With_PowerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Term_With_PowerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_term_with_power(inputs)
	if (locale === "fr") return fr_l3_f_term_with_power(inputs)
	if (locale === "es") return es_l3_f_term_with_power(inputs)
	return en_l3_f_term_with_power(inputs)
});