/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Ph_FailedInputs */

const en_ph_failed = /** @type {(inputs: Ph_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The photo was not kept: ${i?.reason}`)
};

const de_ph_failed = /** @type {(inputs: Ph_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Das Foto wurde nicht behalten: ${i?.reason}`)
};

const fr_ph_failed = /** @type {(inputs: Ph_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La photo n’a pas été gardée : ${i?.reason}`)
};

const es_ph_failed = /** @type {(inputs: Ph_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La foto no se ha guardado: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "The photo was not kept: {reason}" |
*
* @param {Ph_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_failed = /** @type {((inputs: Ph_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_FailedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_failed(inputs)
	if (locale === "fr") return fr_ph_failed(inputs)
	if (locale === "es") return es_ph_failed(inputs)
	return en_ph_failed(inputs)
});