/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_FirstInputs */

const en_tn_new_first = /** @type {(inputs: Tn_New_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deals or plays first`)
};

const de_tn_new_first = /** @type {(inputs: Tn_New_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gibt oder beginnt`)
};

const fr_tn_new_first = /** @type {(inputs: Tn_New_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distribue ou joue en premier`)
};

const es_tn_new_first = /** @type {(inputs: Tn_New_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reparte o empieza`)
};

/**
* | output |
* | --- |
* | "Deals or plays first" |
*
* @param {Tn_New_FirstInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_first = /** @type {((inputs?: Tn_New_FirstInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_FirstInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_first(inputs)
	if (locale === "fr") return fr_tn_new_first(inputs)
	if (locale === "es") return es_tn_new_first(inputs)
	return en_tn_new_first(inputs)
});