/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Reminder_SavedInputs */

const en_settings_reminder_saved = /** @type {(inputs: Settings_Reminder_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number of days saved.`)
};

const de_settings_reminder_saved = /** @type {(inputs: Settings_Reminder_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzahl der Tage gespeichert.`)
};

const fr_settings_reminder_saved = /** @type {(inputs: Settings_Reminder_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de jours enregistré.`)
};

const es_settings_reminder_saved = /** @type {(inputs: Settings_Reminder_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número de días guardado.`)
};

/**
* | output |
* | --- |
* | "Number of days saved." |
*
* @param {Settings_Reminder_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_reminder_saved = /** @type {((inputs?: Settings_Reminder_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Reminder_SavedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_reminder_saved(inputs)
	if (locale === "fr") return fr_settings_reminder_saved(inputs)
	if (locale === "es") return es_settings_reminder_saved(inputs)
	return en_settings_reminder_saved(inputs)
});