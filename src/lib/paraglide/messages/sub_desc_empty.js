/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Desc_EmptyInputs */

const en_sub_desc_empty = /** @type {(inputs: Sub_Desc_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The empty set.`)
};

const de_sub_desc_empty = /** @type {(inputs: Sub_Desc_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die leere Menge.`)
};

const fr_sub_desc_empty = /** @type {(inputs: Sub_Desc_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’ensemble vide.`)
};

const es_sub_desc_empty = /** @type {(inputs: Sub_Desc_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El conjunto vacío.`)
};

/**
* | output |
* | --- |
* | "The empty set." |
*
* @param {Sub_Desc_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_empty = /** @type {((inputs?: Sub_Desc_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_empty(inputs)
	if (locale === "fr") return fr_sub_desc_empty(inputs)
	if (locale === "es") return es_sub_desc_empty(inputs)
	return en_sub_desc_empty(inputs)
});