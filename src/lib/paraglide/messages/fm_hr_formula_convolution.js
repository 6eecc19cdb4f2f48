/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Formula_ConvolutionInputs */

const en_fm_hr_formula_convolution = /** @type {(inputs: Fm_Hr_Formula_ConvolutionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Running sum: c(k) = a(k)·b(1) + … + a(1)·b(k)`)
};

const de_fm_hr_formula_convolution = /** @type {(inputs: Fm_Hr_Formula_ConvolutionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laufende Summe: c(k) = a(k)·b(1) + … + a(1)·b(k)`)
};

const fr_fm_hr_formula_convolution = /** @type {(inputs: Fm_Hr_Formula_ConvolutionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Somme cumulée : c(k) = a(k)·b(1) + … + a(1)·b(k)`)
};

const es_fm_hr_formula_convolution = /** @type {(inputs: Fm_Hr_Formula_ConvolutionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suma acumulada: c(k) = a(k)·b(1) + … + a(1)·b(k)`)
};

/**
* | output |
* | --- |
* | "Running sum: c(k) = a(k)·b(1) + … + a(1)·b(k)" |
*
* @param {Fm_Hr_Formula_ConvolutionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_formula_convolution = /** @type {((inputs?: Fm_Hr_Formula_ConvolutionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Formula_ConvolutionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_formula_convolution(inputs)
	if (locale === "fr") return fr_fm_hr_formula_convolution(inputs)
	if (locale === "es") return es_fm_hr_formula_convolution(inputs)
	return en_fm_hr_formula_convolution(inputs)
});