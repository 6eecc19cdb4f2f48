/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ m: NonNullable<unknown> }} Sub_Power_Sum_RemaindersInputs */

const en_sub_power_sum_remainders = /** @type {(inputs: Sub_Power_Sum_RemaindersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: on division by ${i?.m}, the parts that make up each element of A leave only remainders whose sums all lie in S.`)
};

const de_sub_power_sum_remainders = /** @type {(inputs: Sub_Power_Sum_RemaindersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Bei Division durch ${i?.m} lassen die Teile, aus denen jedes Element von A besteht, nur Reste, deren Summen alle in S liegen.`)
};

const fr_sub_power_sum_remainders = /** @type {(inputs: Sub_Power_Sum_RemaindersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : dans la division par ${i?.m}, les parties qui forment chaque élément de A ne laissent que des restes dont toutes les sommes sont dans S.`)
};

const es_sub_power_sum_remainders = /** @type {(inputs: Sub_Power_Sum_RemaindersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: al dividir entre ${i?.m}, las partes que forman cada elemento de A solo dejan restos cuyas sumas están todas en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: on division by {m}, the parts that make up each element of A leave only remainders whose sums all lie in S." |
*
* @param {Sub_Power_Sum_RemaindersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_power_sum_remainders = /** @type {((inputs: Sub_Power_Sum_RemaindersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Power_Sum_RemaindersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_power_sum_remainders(inputs)
	if (locale === "fr") return fr_sub_power_sum_remainders(inputs)
	if (locale === "es") return es_sub_power_sum_remainders(inputs)
	return en_sub_power_sum_remainders(inputs)
});