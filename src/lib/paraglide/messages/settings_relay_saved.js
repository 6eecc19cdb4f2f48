/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Relay_SavedInputs */

const en_settings_relay_saved = /** @type {(inputs: Settings_Relay_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relay address saved.`)
};

const de_settings_relay_saved = /** @type {(inputs: Settings_Relay_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relay-Adresse gespeichert.`)
};

const fr_settings_relay_saved = /** @type {(inputs: Settings_Relay_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse du relais enregistrée.`)
};

const es_settings_relay_saved = /** @type {(inputs: Settings_Relay_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección del relé guardada.`)
};

/**
* | output |
* | --- |
* | "Relay address saved." |
*
* @param {Settings_Relay_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_relay_saved = /** @type {((inputs?: Settings_Relay_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Relay_SavedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_relay_saved(inputs)
	if (locale === "fr") return fr_settings_relay_saved(inputs)
	if (locale === "es") return es_settings_relay_saved(inputs)
	return en_settings_relay_saved(inputs)
});