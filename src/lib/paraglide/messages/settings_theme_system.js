/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Theme_SystemInputs */

const en_settings_theme_system = /** @type {(inputs: Settings_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Same as the device`)
};

const de_settings_theme_system = /** @type {(inputs: Settings_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie auf dem Gerät`)
};

const fr_settings_theme_system = /** @type {(inputs: Settings_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comme l’appareil`)
};

const es_settings_theme_system = /** @type {(inputs: Settings_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Igual que el dispositivo`)
};

/**
* | output |
* | --- |
* | "Same as the device" |
*
* @param {Settings_Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_theme_system = /** @type {((inputs?: Settings_Theme_SystemInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Theme_SystemInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_theme_system(inputs)
	if (locale === "fr") return fr_settings_theme_system(inputs)
	if (locale === "es") return es_settings_theme_system(inputs)
	return en_settings_theme_system(inputs)
});