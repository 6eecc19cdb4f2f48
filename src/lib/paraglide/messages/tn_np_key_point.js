/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Key_PointInputs */

const en_tn_np_key_point = /** @type {(inputs: Tn_Np_Key_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decimal point`)
};

const de_tn_np_key_point = /** @type {(inputs: Tn_Np_Key_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dezimalpunkt`)
};

const fr_tn_np_key_point = /** @type {(inputs: Tn_Np_Key_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Séparateur décimal`)
};

const es_tn_np_key_point = /** @type {(inputs: Tn_Np_Key_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punto decimal`)
};

/**
* | output |
* | --- |
* | "Decimal point" |
*
* @param {Tn_Np_Key_PointInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_key_point = /** @type {((inputs?: Tn_Np_Key_PointInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Key_PointInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_key_point(inputs)
	if (locale === "fr") return fr_tn_np_key_point(inputs)
	if (locale === "es") return es_tn_np_key_point(inputs)
	return en_tn_np_key_point(inputs)
});