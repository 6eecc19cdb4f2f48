/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Settings_Reminder_RefusedInputs */

const en_settings_reminder_refused = /** @type {(inputs: Settings_Reminder_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Give a whole number of days from ${i?.min} to ${i?.max}.`)
};

const de_settings_reminder_refused = /** @type {(inputs: Settings_Reminder_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gib eine ganze Zahl von Tagen zwischen ${i?.min} und ${i?.max} ein.`)
};

const fr_settings_reminder_refused = /** @type {(inputs: Settings_Reminder_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Indiquez un nombre entier de jours entre ${i?.min} et ${i?.max}.`)
};

const es_settings_reminder_refused = /** @type {(inputs: Settings_Reminder_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Indica un número entero de días entre ${i?.min} y ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "Give a whole number of days from {min} to {max}." |
*
* @param {Settings_Reminder_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_reminder_refused = /** @type {((inputs: Settings_Reminder_RefusedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Reminder_RefusedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_reminder_refused(inputs)
	if (locale === "fr") return fr_settings_reminder_refused(inputs)
	if (locale === "es") return es_settings_reminder_refused(inputs)
	return en_settings_reminder_refused(inputs)
});