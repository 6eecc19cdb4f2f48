/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Type_PredictionInputs */

const en_tb_type_prediction = /** @type {(inputs: Tb_Type_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A prediction is a whole number.`)
};

const de_tb_type_prediction = /** @type {(inputs: Tb_Type_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Tipp ist eine ganze Zahl.`)
};

const fr_tb_type_prediction = /** @type {(inputs: Tb_Type_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pronostic est un nombre entier.`)
};

const es_tb_type_prediction = /** @type {(inputs: Tb_Type_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pronóstico es un número entero.`)
};

/**
* | output |
* | --- |
* | "A prediction is a whole number." |
*
* @param {Tb_Type_PredictionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_type_prediction = /** @type {((inputs?: Tb_Type_PredictionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Type_PredictionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_type_prediction(inputs)
	if (locale === "fr") return fr_tb_type_prediction(inputs)
	if (locale === "es") return es_tb_type_prediction(inputs)
	return en_tb_type_prediction(inputs)
});