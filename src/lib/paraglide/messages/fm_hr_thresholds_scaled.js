/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Thresholds_ScaledInputs */

const en_fm_hr_thresholds_scaled = /** @type {(inputs: Fm_Hr_Thresholds_ScaledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scaled for smaller tables`)
};

const de_fm_hr_thresholds_scaled = /** @type {(inputs: Fm_Hr_Thresholds_ScaledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für kleinere Tische angepasst`)
};

const fr_fm_hr_thresholds_scaled = /** @type {(inputs: Fm_Hr_Thresholds_ScaledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajusté aux tables plus petites`)
};

const es_fm_hr_thresholds_scaled = /** @type {(inputs: Fm_Hr_Thresholds_ScaledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustado a mesas más pequeñas`)
};

/**
* | output |
* | --- |
* | "Scaled for smaller tables" |
*
* @param {Fm_Hr_Thresholds_ScaledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_thresholds_scaled = /** @type {((inputs?: Fm_Hr_Thresholds_ScaledInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Thresholds_ScaledInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_thresholds_scaled(inputs)
	if (locale === "fr") return fr_fm_hr_thresholds_scaled(inputs)
	if (locale === "es") return es_fm_hr_thresholds_scaled(inputs)
	return en_fm_hr_thresholds_scaled(inputs)
});