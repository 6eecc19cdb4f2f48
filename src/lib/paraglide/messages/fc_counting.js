/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ period: NonNullable<unknown>, place: NonNullable<unknown> }} Fc_CountingInputs */

const en_fc_counting = /** @type {(inputs: Fc_CountingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Period: ${i?.period}. Place: ${i?.place}.`)
};

const de_fc_counting = /** @type {(inputs: Fc_CountingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zeitraum: ${i?.period}. Ort: ${i?.place}.`)
};

const fr_fc_counting = /** @type {(inputs: Fc_CountingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Période : ${i?.period}. Lieu : ${i?.place}.`)
};

const es_fc_counting = /** @type {(inputs: Fc_CountingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Periodo: ${i?.period}. Lugar: ${i?.place}.`)
};

/**
* | output |
* | --- |
* | "Period: {period}. Place: {place}." |
*
* @param {Fc_CountingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fc_counting = /** @type {((inputs: Fc_CountingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fc_CountingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fc_counting(inputs)
	if (locale === "fr") return fr_fc_counting(inputs)
	if (locale === "es") return es_fc_counting(inputs)
	return en_fc_counting(inputs)
});