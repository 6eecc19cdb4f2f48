/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Same_TextInputs */

const en_sub_same_text = /** @type {(inputs: Sub_Same_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A and S define the same set, and every set is a subset of itself.`)
};

const de_sub_same_text = /** @type {(inputs: Sub_Same_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A und S beschreiben dieselbe Menge, und jede Menge ist Teilmenge von sich selbst.`)
};

const fr_sub_same_text = /** @type {(inputs: Sub_Same_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A et S définissent le même ensemble, et tout ensemble est un sous-ensemble de lui-même.`)
};

const es_sub_same_text = /** @type {(inputs: Sub_Same_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A y S definen el mismo conjunto, y todo conjunto es subconjunto de sí mismo.`)
};

/**
* | output |
* | --- |
* | "A and S define the same set, and every set is a subset of itself." |
*
* @param {Sub_Same_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_same_text = /** @type {((inputs?: Sub_Same_TextInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Same_TextInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_same_text(inputs)
	if (locale === "fr") return fr_sub_same_text(inputs)
	if (locale === "es") return es_sub_same_text(inputs)
	return en_sub_same_text(inputs)
});