/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ m: NonNullable<unknown> }} Sub_Power_RemaindersInputs */

const en_sub_power_remainders = /** @type {(inputs: Sub_Power_RemaindersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: on division by ${i?.m}, the values of A's rule leave only remainders that lie in S.`)
};

const de_sub_power_remainders = /** @type {(inputs: Sub_Power_RemaindersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Bei Division durch ${i?.m} lassen die Werte der Regel von A nur Reste, die in S liegen.`)
};

const fr_sub_power_remainders = /** @type {(inputs: Sub_Power_RemaindersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : dans la division par ${i?.m}, les valeurs de la règle de A ne laissent que des restes qui sont dans S.`)
};

const es_sub_power_remainders = /** @type {(inputs: Sub_Power_RemaindersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: al dividir entre ${i?.m}, los valores de la regla de A solo dejan restos que están en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: on division by {m}, the values of A's rule leave only remainders that lie in S." |
*
* @param {Sub_Power_RemaindersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_power_remainders = /** @type {((inputs: Sub_Power_RemaindersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Power_RemaindersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_power_remainders(inputs)
	if (locale === "fr") return fr_sub_power_remainders(inputs)
	if (locale === "es") return es_sub_power_remainders(inputs)
	return en_sub_power_remainders(inputs)
});