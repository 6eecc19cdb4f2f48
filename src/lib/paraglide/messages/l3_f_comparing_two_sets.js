/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Comparing_Two_SetsInputs */

const en_l3_f_comparing_two_sets = /** @type {(inputs: L3_F_Comparing_Two_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparing two sets inside a condition is not supported.`)
};

const de_l3_f_comparing_two_sets = /** @type {(inputs: L3_F_Comparing_Two_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zwei Mengen in einer Bedingung zu vergleichen wird nicht unterstützt.`)
};

const fr_l3_f_comparing_two_sets = /** @type {(inputs: L3_F_Comparing_Two_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparer deux ensembles dans une condition n’est pas pris en charge.`)
};

const es_l3_f_comparing_two_sets = /** @type {(inputs: L3_F_Comparing_Two_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparar dos conjuntos dentro de una condición no se admite.`)
};

/**
* | output |
* | --- |
* | "Comparing two sets inside a condition is not supported." |
*
* @param {L3_F_Comparing_Two_SetsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_comparing_two_sets = /** @type {((inputs?: L3_F_Comparing_Two_SetsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Comparing_Two_SetsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_comparing_two_sets(inputs)
	if (locale === "fr") return fr_l3_f_comparing_two_sets(inputs)
	if (locale === "es") return es_l3_f_comparing_two_sets(inputs)
	return en_l3_f_comparing_two_sets(inputs)
});