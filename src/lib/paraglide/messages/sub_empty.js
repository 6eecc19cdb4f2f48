/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_EmptyInputs */

const en_sub_empty = /** @type {(inputs: Sub_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A is empty, and the empty set is a subset of every set.`)
};

const de_sub_empty = /** @type {(inputs: Sub_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ist leer, und die leere Menge ist Teilmenge jeder Menge.`)
};

const fr_sub_empty = /** @type {(inputs: Sub_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A est vide, et l’ensemble vide est un sous-ensemble de tout ensemble.`)
};

const es_sub_empty = /** @type {(inputs: Sub_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A es vacío, y el conjunto vacío es subconjunto de todo conjunto.`)
};

/**
* | output |
* | --- |
* | "A is empty, and the empty set is a subset of every set." |
*
* @param {Sub_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_empty = /** @type {((inputs?: Sub_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_empty(inputs)
	if (locale === "fr") return fr_sub_empty(inputs)
	if (locale === "es") return es_sub_empty(inputs)
	return en_sub_empty(inputs)
});