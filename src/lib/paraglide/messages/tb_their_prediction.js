/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tb_Their_PredictionInputs */

const en_tb_their_prediction = /** @type {(inputs: Tb_Their_PredictionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s prediction (optional)`)
};

const de_tb_their_prediction = /** @type {(inputs: Tb_Their_PredictionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tipp von ${i?.name} (freiwillig)`)
};

const fr_tb_their_prediction = /** @type {(inputs: Tb_Their_PredictionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pronostic de ${i?.name} (facultatif)`)
};

const es_tb_their_prediction = /** @type {(inputs: Tb_Their_PredictionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pronóstico de ${i?.name} (opcional)`)
};

/**
* | output |
* | --- |
* | "{name}'s prediction (optional)" |
*
* @param {Tb_Their_PredictionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_their_prediction = /** @type {((inputs: Tb_Their_PredictionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Their_PredictionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_their_prediction(inputs)
	if (locale === "fr") return fr_tb_their_prediction(inputs)
	if (locale === "es") return es_tb_their_prediction(inputs)
	return en_tb_their_prediction(inputs)
});