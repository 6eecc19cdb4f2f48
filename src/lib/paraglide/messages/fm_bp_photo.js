/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Fm_Bp_PhotoInputs */

const en_fm_bp_photo = /** @type {(inputs: Fm_Bp_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`photo ${i?.n}`)
};

const de_fm_bp_photo = /** @type {(inputs: Fm_Bp_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foto ${i?.n}`)
};

const fr_fm_bp_photo = /** @type {(inputs: Fm_Bp_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`photo ${i?.n}`)
};

const es_fm_bp_photo = /** @type {(inputs: Fm_Bp_PhotoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`foto ${i?.n}`)
};

/**
* | output |
* | --- |
* | "photo {n}" |
*
* @param {Fm_Bp_PhotoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_photo = /** @type {((inputs: Fm_Bp_PhotoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_PhotoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_photo(inputs)
	if (locale === "fr") return fr_fm_bp_photo(inputs)
	if (locale === "es") return es_fm_bp_photo(inputs)
	return en_fm_bp_photo(inputs)
});