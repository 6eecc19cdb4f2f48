/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_SettingsInputs */

const en_fm_bf_settings = /** @type {(inputs: Fm_Bf_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`settings`)
};

const de_fm_bf_settings = /** @type {(inputs: Fm_Bf_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen`)
};

const fr_fm_bf_settings = /** @type {(inputs: Fm_Bf_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`réglages`)
};

const es_fm_bf_settings = /** @type {(inputs: Fm_Bf_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ajustes`)
};

/**
* | output |
* | --- |
* | "settings" |
*
* @param {Fm_Bf_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_settings = /** @type {((inputs?: Fm_Bf_SettingsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_SettingsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_settings(inputs)
	if (locale === "fr") return fr_fm_bf_settings(inputs)
	if (locale === "es") return es_fm_bf_settings(inputs)
	return en_fm_bf_settings(inputs)
});