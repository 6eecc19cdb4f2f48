/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Pred_NegativeInputs */

const en_l3_pred_negative = /** @type {(inputs: L3_Pred_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`negative`)
};

const de_l3_pred_negative = /** @type {(inputs: L3_Pred_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`negativ`)
};

const fr_l3_pred_negative = /** @type {(inputs: L3_Pred_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`négatifs`)
};

const es_l3_pred_negative = /** @type {(inputs: L3_Pred_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`negativos`)
};

/**
* | output |
* | --- |
* | "negative" |
*
* @param {L3_Pred_NegativeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_pred_negative = /** @type {((inputs?: L3_Pred_NegativeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Pred_NegativeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_pred_negative(inputs)
	if (locale === "fr") return fr_l3_pred_negative(inputs)
	if (locale === "es") return es_l3_pred_negative(inputs)
	return en_l3_pred_negative(inputs)
});