/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_A_EmptyInputs */

const en_sub_a_empty = /** @type {(inputs: Sub_A_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A is empty.`)
};

const de_sub_a_empty = /** @type {(inputs: Sub_A_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ist leer.`)
};

const fr_sub_a_empty = /** @type {(inputs: Sub_A_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A est vide.`)
};

const es_sub_a_empty = /** @type {(inputs: Sub_A_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A es vacío.`)
};

/**
* | output |
* | --- |
* | "A is empty." |
*
* @param {Sub_A_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_a_empty = /** @type {((inputs?: Sub_A_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_A_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_a_empty(inputs)
	if (locale === "fr") return fr_sub_a_empty(inputs)
	if (locale === "es") return es_sub_a_empty(inputs)
	return en_sub_a_empty(inputs)
});