/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ range: NonNullable<unknown> }} Sub_Even_IntegersInputs */

const en_sub_even_integers = /** @type {(inputs: Sub_Even_IntegersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is an even integer${i?.range}, and every such integer is in S.`)
};

const de_sub_even_integers = /** @type {(inputs: Sub_Even_IntegersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A ist eine gerade ganze Zahl${i?.range}, und jede solche ganze Zahl liegt in S.`)
};

const fr_sub_even_integers = /** @type {(inputs: Sub_Even_IntegersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est un entier pair${i?.range}, et tout entier de ce type est dans S.`)
};

const es_sub_even_integers = /** @type {(inputs: Sub_Even_IntegersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A es un número entero par${i?.range}, y todo entero así está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is an even integer{range}, and every such integer is in S." |
*
* @param {Sub_Even_IntegersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_even_integers = /** @type {((inputs: Sub_Even_IntegersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Even_IntegersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_even_integers(inputs)
	if (locale === "fr") return fr_sub_even_integers(inputs)
	if (locale === "es") return es_sub_even_integers(inputs)
	return en_sub_even_integers(inputs)
});