/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Same_CardInputs */

const en_sub_same_card = /** @type {(inputs: Sub_Same_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A and S are the same card, and every set is a subset of itself.`)
};

const de_sub_same_card = /** @type {(inputs: Sub_Same_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A und S sind dieselbe Karte, und jede Menge ist Teilmenge von sich selbst.`)
};

const fr_sub_same_card = /** @type {(inputs: Sub_Same_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A et S sont la même carte, et tout ensemble est un sous-ensemble de lui-même.`)
};

const es_sub_same_card = /** @type {(inputs: Sub_Same_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A y S son la misma carta, y todo conjunto es subconjunto de sí mismo.`)
};

/**
* | output |
* | --- |
* | "A and S are the same card, and every set is a subset of itself." |
*
* @param {Sub_Same_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_same_card = /** @type {((inputs?: Sub_Same_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Same_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_same_card(inputs)
	if (locale === "fr") return fr_sub_same_card(inputs)
	if (locale === "es") return es_sub_same_card(inputs)
	return en_sub_same_card(inputs)
});