/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Save_CorrectionInputs */

const en_tn_np_save_correction = /** @type {(inputs: Tn_Np_Save_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the correction`)
};

const de_tn_np_save_correction = /** @type {(inputs: Tn_Np_Save_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Korrektur speichern`)
};

const fr_tn_np_save_correction = /** @type {(inputs: Tn_Np_Save_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer la correction`)
};

const es_tn_np_save_correction = /** @type {(inputs: Tn_Np_Save_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar la corrección`)
};

/**
* | output |
* | --- |
* | "Save the correction" |
*
* @param {Tn_Np_Save_CorrectionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_save_correction = /** @type {((inputs?: Tn_Np_Save_CorrectionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Save_CorrectionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_save_correction(inputs)
	if (locale === "fr") return fr_tn_np_save_correction(inputs)
	if (locale === "es") return es_tn_np_save_correction(inputs)
	return en_tn_np_save_correction(inputs)
});