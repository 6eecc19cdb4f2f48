/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_ThresholdsInputs */

const en_fm_hr_thresholds = /** @type {(inputs: Fm_Hr_ThresholdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condition thresholds`)
};

const de_fm_hr_thresholds = /** @type {(inputs: Fm_Hr_ThresholdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schwellen der Bedingungen`)
};

const fr_fm_hr_thresholds = /** @type {(inputs: Fm_Hr_ThresholdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuils des conditions`)
};

const es_fm_hr_thresholds = /** @type {(inputs: Fm_Hr_ThresholdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umbrales de las condiciones`)
};

/**
* | output |
* | --- |
* | "Condition thresholds" |
*
* @param {Fm_Hr_ThresholdsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_thresholds = /** @type {((inputs?: Fm_Hr_ThresholdsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_ThresholdsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_thresholds(inputs)
	if (locale === "fr") return fr_fm_hr_thresholds(inputs)
	if (locale === "es") return es_fm_hr_thresholds(inputs)
	return en_fm_hr_thresholds(inputs)
});