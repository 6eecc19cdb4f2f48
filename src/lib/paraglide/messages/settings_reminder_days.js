/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Reminder_DaysInputs */

const en_settings_reminder_days = /** @type {(inputs: Settings_Reminder_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say so on the home screen when this many days of play are in no backup`)
};

const de_settings_reminder_days = /** @type {(inputs: Settings_Reminder_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf dem Startbildschirm Bescheid sagen, wenn so viele Tage mit Spielen in keiner Sicherung sind`)
};

const fr_settings_reminder_days = /** @type {(inputs: Settings_Reminder_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le signaler sur l’écran d’accueil quand ce nombre de jours de jeu n’est dans aucune sauvegarde`)
};

const es_settings_reminder_days = /** @type {(inputs: Settings_Reminder_DaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avisar en la pantalla de inicio cuando haya estos días de juego sin copia de seguridad`)
};

/**
* | output |
* | --- |
* | "Say so on the home screen when this many days of play are in no backup" |
*
* @param {Settings_Reminder_DaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_reminder_days = /** @type {((inputs?: Settings_Reminder_DaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Reminder_DaysInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_reminder_days(inputs)
	if (locale === "fr") return fr_settings_reminder_days(inputs)
	if (locale === "es") return es_settings_reminder_days(inputs)
	return en_settings_reminder_days(inputs)
});