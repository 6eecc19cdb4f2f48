/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Pred_EvenInputs */

const en_l3_pred_even = /** @type {(inputs: L3_Pred_EvenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`even`)
};

const de_l3_pred_even = /** @type {(inputs: L3_Pred_EvenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gerade`)
};

const fr_l3_pred_even = /** @type {(inputs: L3_Pred_EvenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pairs`)
};

const es_l3_pred_even = /** @type {(inputs: L3_Pred_EvenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pares`)
};

/**
* | output |
* | --- |
* | "even" |
*
* @param {L3_Pred_EvenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_pred_even = /** @type {((inputs?: L3_Pred_EvenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Pred_EvenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_pred_even(inputs)
	if (locale === "fr") return fr_l3_pred_even(inputs)
	if (locale === "es") return es_l3_pred_even(inputs)
	return en_l3_pred_even(inputs)
});