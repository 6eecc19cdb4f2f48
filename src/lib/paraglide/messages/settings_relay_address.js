/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Relay_AddressInputs */

const en_settings_relay_address = /** @type {(inputs: Settings_Relay_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relay address`)
};

const de_settings_relay_address = /** @type {(inputs: Settings_Relay_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relay-Adresse`)
};

const fr_settings_relay_address = /** @type {(inputs: Settings_Relay_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse du relais`)
};

const es_settings_relay_address = /** @type {(inputs: Settings_Relay_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección del relé`)
};

/**
* | output |
* | --- |
* | "Relay address" |
*
* @param {Settings_Relay_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_relay_address = /** @type {((inputs?: Settings_Relay_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Relay_AddressInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_relay_address(inputs)
	if (locale === "fr") return fr_settings_relay_address(inputs)
	if (locale === "es") return es_settings_relay_address(inputs)
	return en_settings_relay_address(inputs)
});