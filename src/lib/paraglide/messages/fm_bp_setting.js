/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Fm_Bp_SettingInputs */

const en_fm_bp_setting = /** @type {(inputs: Fm_Bp_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`setting ${i?.n}`)
};

const de_fm_bp_setting = /** @type {(inputs: Fm_Bp_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einstellung ${i?.n}`)
};

const fr_fm_bp_setting = /** @type {(inputs: Fm_Bp_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`réglage ${i?.n}`)
};

const es_fm_bp_setting = /** @type {(inputs: Fm_Bp_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ajuste ${i?.n}`)
};

/**
* | output |
* | --- |
* | "setting {n}" |
*
* @param {Fm_Bp_SettingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_setting = /** @type {((inputs: Fm_Bp_SettingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_SettingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_setting(inputs)
	if (locale === "fr") return fr_fm_bp_setting(inputs)
	if (locale === "es") return es_fm_bp_setting(inputs)
	return en_fm_bp_setting(inputs)
});