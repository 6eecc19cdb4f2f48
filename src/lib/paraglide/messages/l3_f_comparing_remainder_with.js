/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Comparing_Remainder_WithInputs */

const en_l3_f_comparing_remainder_with = /** @type {(inputs: L3_F_Comparing_Remainder_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparing a remainder with < or > is only supported when the numbers are whole.`)
};

const de_l3_f_comparing_remainder_with = /** @type {(inputs: L3_F_Comparing_Remainder_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen Rest mit < oder > zu vergleichen wird nur unterstützt, wenn die Zahlen ganz sind.`)
};

const fr_l3_f_comparing_remainder_with = /** @type {(inputs: L3_F_Comparing_Remainder_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparer un reste avec < ou > n’est pris en charge que si les nombres sont entiers.`)
};

const es_l3_f_comparing_remainder_with = /** @type {(inputs: L3_F_Comparing_Remainder_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparar un resto con < o > solo se admite cuando los números son enteros.`)
};

/**
* | output |
* | --- |
* | "Comparing a remainder with < or > is only supported when the numbers are whole." |
*
* @param {L3_F_Comparing_Remainder_WithInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_comparing_remainder_with = /** @type {((inputs?: L3_F_Comparing_Remainder_WithInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Comparing_Remainder_WithInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_comparing_remainder_with(inputs)
	if (locale === "fr") return fr_l3_f_comparing_remainder_with(inputs)
	if (locale === "es") return es_l3_f_comparing_remainder_with(inputs)
	return en_l3_f_comparing_remainder_with(inputs)
});