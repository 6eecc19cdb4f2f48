/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Tr_NextInputs */

const en_hi_tr_next = /** @type {(inputs: Hi_Tr_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next round`)
};

const de_hi_tr_next = /** @type {(inputs: Hi_Tr_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Runde`)
};

const fr_hi_tr_next = /** @type {(inputs: Hi_Tr_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manche suivante`)
};

const es_hi_tr_next = /** @type {(inputs: Hi_Tr_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente ronda`)
};

/**
* | output |
* | --- |
* | "Next round" |
*
* @param {Hi_Tr_NextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_tr_next = /** @type {((inputs?: Hi_Tr_NextInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Tr_NextInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_tr_next(inputs)
	if (locale === "fr") return fr_hi_tr_next(inputs)
	if (locale === "es") return es_hi_tr_next(inputs)
	return en_hi_tr_next(inputs)
});