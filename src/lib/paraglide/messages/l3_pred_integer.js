/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Pred_IntegerInputs */

const en_l3_pred_integer = /** @type {(inputs: L3_Pred_IntegerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`integer`)
};

const de_l3_pred_integer = /** @type {(inputs: L3_Pred_IntegerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ganzzahlig`)
};

const fr_l3_pred_integer = /** @type {(inputs: L3_Pred_IntegerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entiers`)
};

const es_l3_pred_integer = /** @type {(inputs: L3_Pred_IntegerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`enteros`)
};

/**
* | output |
* | --- |
* | "integer" |
*
* @param {L3_Pred_IntegerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_pred_integer = /** @type {((inputs?: L3_Pred_IntegerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Pred_IntegerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_pred_integer(inputs)
	if (locale === "fr") return fr_l3_pred_integer(inputs)
	if (locale === "es") return es_l3_pred_integer(inputs)
	return en_l3_pred_integer(inputs)
});