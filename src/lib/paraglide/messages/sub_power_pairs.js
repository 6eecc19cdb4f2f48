/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Power_PairsInputs */

const en_sub_power_pairs = /** @type {(inputs: Sub_Power_PairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: both bases are powers of one number, and each exponent A uses gives an exponent S allows.`)
};

const de_sub_power_pairs = /** @type {(inputs: Sub_Power_PairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Beide Basen sind Potenzen derselben Zahl, und jeder Exponent, den A verwendet, ergibt einen Exponenten, den S zulässt.`)
};

const fr_sub_power_pairs = /** @type {(inputs: Sub_Power_PairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : les deux bases sont des puissances d’un même nombre, et chaque exposant qu’utilise A donne un exposant admis par S.`)
};

const es_sub_power_pairs = /** @type {(inputs: Sub_Power_PairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: las dos bases son potencias de un mismo número, y cada exponente que usa A da un exponente que S admite.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: both bases are powers of one number, and each exponent A uses gives an exponent S allows." |
*
* @param {Sub_Power_PairsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_power_pairs = /** @type {((inputs?: Sub_Power_PairsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Power_PairsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_power_pairs(inputs)
	if (locale === "fr") return fr_sub_power_pairs(inputs)
	if (locale === "es") return es_sub_power_pairs(inputs)
	return en_sub_power_pairs(inputs)
});