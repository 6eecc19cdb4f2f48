/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ m: NonNullable<unknown>, from: NonNullable<unknown> }} Sub_Sum_RemaindersInputs */

const en_sub_sum_remainders = /** @type {(inputs: Sub_Sum_RemaindersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: on division by ${i?.m}, each part of A leaves only a few remainders, and every whole number${i?.from} whose remainder is a sum of those lies in S.`)
};

const de_sub_sum_remainders = /** @type {(inputs: Sub_Sum_RemaindersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Bei Division durch ${i?.m} lässt jeder Teil von A nur wenige Reste, und jede ganze Zahl${i?.from}, deren Rest eine Summe davon ist, liegt in S.`)
};

const fr_sub_sum_remainders = /** @type {(inputs: Sub_Sum_RemaindersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : dans la division par ${i?.m}, chaque partie de A ne laisse que quelques restes, et tout entier${i?.from} dont le reste est une somme de ceux-ci est dans S.`)
};

const es_sub_sum_remainders = /** @type {(inputs: Sub_Sum_RemaindersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: al dividir entre ${i?.m}, cada parte de A deja solo unos pocos restos, y todo número entero${i?.from} cuyo resto es una suma de ellos está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: on division by {m}, each part of A leaves only a few remainders, and every whole number{from} whose remainder is a sum of those l..." |
*
* @param {Sub_Sum_RemaindersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_sum_remainders = /** @type {((inputs: Sub_Sum_RemaindersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Sum_RemaindersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_sum_remainders(inputs)
	if (locale === "fr") return fr_sub_sum_remainders(inputs)
	if (locale === "es") return es_sub_sum_remainders(inputs)
	return en_sub_sum_remainders(inputs)
});