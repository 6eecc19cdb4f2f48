/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ key: NonNullable<unknown> }} Fm_Bf_UnknownInputs */

const en_fm_bf_unknown = /** @type {(inputs: Fm_Bf_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.key}"`)
};

const de_fm_bf_unknown = /** @type {(inputs: Fm_Bf_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.key}“`)
};

const fr_fm_bf_unknown = /** @type {(inputs: Fm_Bf_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.key} »`)
};

const es_fm_bf_unknown = /** @type {(inputs: Fm_Bf_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.key}»`)
};

/**
* | output |
* | --- |
* | "\"{key}\"" |
*
* @param {Fm_Bf_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_unknown = /** @type {((inputs: Fm_Bf_UnknownInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_UnknownInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_unknown(inputs)
	if (locale === "fr") return fr_fm_bf_unknown(inputs)
	if (locale === "es") return es_fm_bf_unknown(inputs)
	return en_fm_bf_unknown(inputs)
});