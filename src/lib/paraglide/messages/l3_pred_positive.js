/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Pred_PositiveInputs */

const en_l3_pred_positive = /** @type {(inputs: L3_Pred_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`positive`)
};

const de_l3_pred_positive = /** @type {(inputs: L3_Pred_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`positiv`)
};

const fr_l3_pred_positive = /** @type {(inputs: L3_Pred_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`positifs`)
};

const es_l3_pred_positive = /** @type {(inputs: L3_Pred_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`positivos`)
};

/**
* | output |
* | --- |
* | "positive" |
*
* @param {L3_Pred_PositiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_pred_positive = /** @type {((inputs?: L3_Pred_PositiveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Pred_PositiveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_pred_positive(inputs)
	if (locale === "fr") return fr_l3_pred_positive(inputs)
	if (locale === "es") return es_l3_pred_positive(inputs)
	return en_l3_pred_positive(inputs)
});