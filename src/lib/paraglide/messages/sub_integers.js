/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ range: NonNullable<unknown> }} Sub_IntegersInputs */

const en_sub_integers = /** @type {(inputs: Sub_IntegersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is an integer${i?.range}, and every such integer is in S.`)
};

const de_sub_integers = /** @type {(inputs: Sub_IntegersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A ist eine ganze Zahl${i?.range}, und jede solche ganze Zahl liegt in S.`)
};

const fr_sub_integers = /** @type {(inputs: Sub_IntegersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est un entier${i?.range}, et tout entier de ce type est dans S.`)
};

const es_sub_integers = /** @type {(inputs: Sub_IntegersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A es un número entero${i?.range}, y todo entero así está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is an integer{range}, and every such integer is in S." |
*
* @param {Sub_IntegersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_integers = /** @type {((inputs: Sub_IntegersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_IntegersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_integers(inputs)
	if (locale === "fr") return fr_sub_integers(inputs)
	if (locale === "es") return es_sub_integers(inputs)
	return en_sub_integers(inputs)
});