/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Your_PredictionInputs */

const en_tb_your_prediction = /** @type {(inputs: Tb_Your_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your prediction (optional)`)
};

const de_tb_your_prediction = /** @type {(inputs: Tb_Your_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Tipp (freiwillig)`)
};

const fr_tb_your_prediction = /** @type {(inputs: Tb_Your_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre pronostic (facultatif)`)
};

const es_tb_your_prediction = /** @type {(inputs: Tb_Your_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pronóstico (opcional)`)
};

/**
* | output |
* | --- |
* | "Your prediction (optional)" |
*
* @param {Tb_Your_PredictionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_your_prediction = /** @type {((inputs?: Tb_Your_PredictionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Your_PredictionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_your_prediction(inputs)
	if (locale === "fr") return fr_tb_your_prediction(inputs)
	if (locale === "es") return es_tb_your_prediction(inputs)
	return en_tb_your_prediction(inputs)
});