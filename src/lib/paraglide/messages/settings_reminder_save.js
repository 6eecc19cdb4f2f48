/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Reminder_SaveInputs */

const en_settings_reminder_save = /** @type {(inputs: Settings_Reminder_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the number of days`)
};

const de_settings_reminder_save = /** @type {(inputs: Settings_Reminder_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anzahl der Tage speichern`)
};

const fr_settings_reminder_save = /** @type {(inputs: Settings_Reminder_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le nombre de jours`)
};

const es_settings_reminder_save = /** @type {(inputs: Settings_Reminder_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar el número de días`)
};

/**
* | output |
* | --- |
* | "Save the number of days" |
*
* @param {Settings_Reminder_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_reminder_save = /** @type {((inputs?: Settings_Reminder_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Reminder_SaveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_reminder_save(inputs)
	if (locale === "fr") return fr_settings_reminder_save(inputs)
	if (locale === "es") return es_settings_reminder_save(inputs)
	return en_settings_reminder_save(inputs)
});