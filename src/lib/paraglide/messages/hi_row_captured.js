/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Hi_Row_CapturedInputs */

const en_hi_row_captured = /** @type {(inputs: Hi_Row_CapturedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`error, captured by ${i?.name}`)
};

const de_hi_row_captured = /** @type {(inputs: Hi_Row_CapturedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fehler, genommen von ${i?.name}`)
};

const fr_hi_row_captured = /** @type {(inputs: Hi_Row_CapturedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`erreur, capturée par ${i?.name}`)
};

const es_hi_row_captured = /** @type {(inputs: Hi_Row_CapturedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`error, capturada por ${i?.name}`)
};

/**
* | output |
* | --- |
* | "error, captured by {name}" |
*
* @param {Hi_Row_CapturedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_row_captured = /** @type {((inputs: Hi_Row_CapturedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Row_CapturedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_row_captured(inputs)
	if (locale === "fr") return fr_hi_row_captured(inputs)
	if (locale === "es") return es_hi_row_captured(inputs)
	return en_hi_row_captured(inputs)
});