/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Reframing_Threshold_ModeInputs */

const en_reframing_threshold_mode = /** @type {(inputs: Reframing_Threshold_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The threshold setting is printed or scaled, not ${i?.value}.`)
};

const de_reframing_threshold_mode = /** @type {(inputs: Reframing_Threshold_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Schwellen sind „gedruckt“ oder „angepasst“, nicht ${i?.value}.`)
};

const fr_reframing_threshold_mode = /** @type {(inputs: Reframing_Threshold_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les seuils sont « imprimés » ou « ajustés », pas ${i?.value}.`)
};

const es_reframing_threshold_mode = /** @type {(inputs: Reframing_Threshold_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los umbrales son «impresos» o «ajustados», no ${i?.value}.`)
};

/**
* | output |
* | --- |
* | "The threshold setting is printed or scaled, not {value}." |
*
* @param {Reframing_Threshold_ModeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_threshold_mode = /** @type {((inputs: Reframing_Threshold_ModeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Threshold_ModeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_threshold_mode(inputs)
	if (locale === "fr") return fr_reframing_threshold_mode(inputs)
	if (locale === "es") return es_reframing_threshold_mode(inputs)
	return en_reframing_threshold_mode(inputs)
});