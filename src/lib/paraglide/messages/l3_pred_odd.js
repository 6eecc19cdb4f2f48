/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Pred_OddInputs */

const en_l3_pred_odd = /** @type {(inputs: L3_Pred_OddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`odd`)
};

const de_l3_pred_odd = /** @type {(inputs: L3_Pred_OddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ungerade`)
};

const fr_l3_pred_odd = /** @type {(inputs: L3_Pred_OddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`impairs`)
};

const es_l3_pred_odd = /** @type {(inputs: L3_Pred_OddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`impares`)
};

/**
* | output |
* | --- |
* | "odd" |
*
* @param {L3_Pred_OddInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_pred_odd = /** @type {((inputs?: L3_Pred_OddInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Pred_OddInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_pred_odd(inputs)
	if (locale === "fr") return fr_l3_pred_odd(inputs)
	if (locale === "es") return es_l3_pred_odd(inputs)
	return en_l3_pred_odd(inputs)
});