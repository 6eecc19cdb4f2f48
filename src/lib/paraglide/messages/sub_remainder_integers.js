/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ range: NonNullable<unknown>, met: NonNullable<unknown>, m: NonNullable<unknown> }} Sub_Remainder_IntegersInputs */

const en_sub_remainder_integers = /** @type {(inputs: Sub_Remainder_IntegersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is an integer${i?.range} that leaves remainder ${i?.met} on division by ${i?.m}, and every such integer is in S.`)
};

const de_sub_remainder_integers = /** @type {(inputs: Sub_Remainder_IntegersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A ist eine ganze Zahl${i?.range}, die bei Division durch ${i?.m} den Rest ${i?.met} lässt, und jede solche ganze Zahl liegt in S.`)
};

const fr_sub_remainder_integers = /** @type {(inputs: Sub_Remainder_IntegersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est un entier${i?.range} dont le reste dans la division par ${i?.m} est ${i?.met}, et tout entier de ce type est dans S.`)
};

const es_sub_remainder_integers = /** @type {(inputs: Sub_Remainder_IntegersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A es un número entero${i?.range} que deja resto ${i?.met} al dividirlo entre ${i?.m}, y todo entero así está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is an integer{range} that leaves remainder {met} on division by {m}, and every such integer is in S." |
*
* @param {Sub_Remainder_IntegersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_remainder_integers = /** @type {((inputs: Sub_Remainder_IntegersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Remainder_IntegersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_remainder_integers(inputs)
	if (locale === "fr") return fr_sub_remainder_integers(inputs)
	if (locale === "es") return es_sub_remainder_integers(inputs)
	return en_sub_remainder_integers(inputs)
});