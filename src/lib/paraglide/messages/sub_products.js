/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_ProductsInputs */

const en_sub_products = /** @type {(inputs: Sub_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is a product of factors from S's factor sets, so it is in S.`)
};

const de_sub_products = /** @type {(inputs: Sub_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A ist ein Produkt von Faktoren aus den Faktormengen von S, liegt also in S.`)
};

const fr_sub_products = /** @type {(inputs: Sub_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est un produit de facteurs pris dans les ensembles de facteurs de S, donc il est dans S.`)
};

const es_sub_products = /** @type {(inputs: Sub_ProductsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A es un producto de factores de los conjuntos de factores de S, así que está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is a product of factors from S's factor sets, so it is in S." |
*
* @param {Sub_ProductsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_products = /** @type {((inputs?: Sub_ProductsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_ProductsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_products(inputs)
	if (locale === "fr") return fr_sub_products(inputs)
	if (locale === "es") return es_sub_products(inputs)
	return en_sub_products(inputs)
});