/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Language_PhoneInputs */

const en_settings_language_phone = /** @type {(inputs: Settings_Language_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Same as the phone`)
};

const de_settings_language_phone = /** @type {(inputs: Settings_Language_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie auf dem Handy`)
};

const fr_settings_language_phone = /** @type {(inputs: Settings_Language_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comme le téléphone`)
};

const es_settings_language_phone = /** @type {(inputs: Settings_Language_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Igual que el teléfono`)
};

/**
* | output |
* | --- |
* | "Same as the phone" |
*
* @param {Settings_Language_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_language_phone = /** @type {((inputs?: Settings_Language_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_language_phone(inputs)
	if (locale === "fr") return fr_settings_language_phone(inputs)
	if (locale === "es") return es_settings_language_phone(inputs)
	return en_settings_language_phone(inputs)
});