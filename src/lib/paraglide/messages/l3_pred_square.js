/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Pred_SquareInputs */

const en_l3_pred_square = /** @type {(inputs: L3_Pred_SquareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`square`)
};

const de_l3_pred_square = /** @type {(inputs: L3_Pred_SquareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quadratzahlen`)
};

const fr_l3_pred_square = /** @type {(inputs: L3_Pred_SquareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`des carrés`)
};

const es_l3_pred_square = /** @type {(inputs: L3_Pred_SquareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cuadrados`)
};

/**
* | output |
* | --- |
* | "square" |
*
* @param {L3_Pred_SquareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_pred_square = /** @type {((inputs?: L3_Pred_SquareInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Pred_SquareInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_pred_square(inputs)
	if (locale === "fr") return fr_l3_pred_square(inputs)
	if (locale === "es") return es_l3_pred_square(inputs)
	return en_l3_pred_square(inputs)
});