/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Settings_Last_BackupInputs */

const en_settings_last_backup = /** @type {(inputs: Settings_Last_BackupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last backup: ${i?.when}.`)
};

const de_settings_last_backup = /** @type {(inputs: Settings_Last_BackupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letzte Sicherung: ${i?.when}.`)
};

const fr_settings_last_backup = /** @type {(inputs: Settings_Last_BackupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dernière sauvegarde : ${i?.when}.`)
};

const es_settings_last_backup = /** @type {(inputs: Settings_Last_BackupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última copia: ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "Last backup: {when}." |
*
* @param {Settings_Last_BackupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_last_backup = /** @type {((inputs: Settings_Last_BackupInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Last_BackupInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_last_backup(inputs)
	if (locale === "fr") return fr_settings_last_backup(inputs)
	if (locale === "es") return es_settings_last_backup(inputs)
	return en_settings_last_backup(inputs)
});