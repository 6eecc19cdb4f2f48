/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Relay_SaveInputs */

const en_settings_relay_save = /** @type {(inputs: Settings_Relay_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the relay address`)
};

const de_settings_relay_save = /** @type {(inputs: Settings_Relay_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relay-Adresse speichern`)
};

const fr_settings_relay_save = /** @type {(inputs: Settings_Relay_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer l’adresse du relais`)
};

const es_settings_relay_save = /** @type {(inputs: Settings_Relay_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar la dirección del relé`)
};

/**
* | output |
* | --- |
* | "Save the relay address" |
*
* @param {Settings_Relay_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_relay_save = /** @type {((inputs?: Settings_Relay_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Relay_SaveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_relay_save(inputs)
	if (locale === "fr") return fr_settings_relay_save(inputs)
	if (locale === "es") return es_settings_relay_save(inputs)
	return en_settings_relay_save(inputs)
});