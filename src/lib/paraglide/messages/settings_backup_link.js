/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Backup_LinkInputs */

const en_settings_backup_link = /** @type {(inputs: Settings_Backup_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back up or restore`)
};

const de_settings_backup_link = /** @type {(inputs: Settings_Backup_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sichern oder wiederherstellen`)
};

const fr_settings_backup_link = /** @type {(inputs: Settings_Backup_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sauvegarder ou restaurer`)
};

const es_settings_backup_link = /** @type {(inputs: Settings_Backup_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer una copia o restaurar`)
};

/**
* | output |
* | --- |
* | "Back up or restore" |
*
* @param {Settings_Backup_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_backup_link = /** @type {((inputs?: Settings_Backup_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backup_LinkInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_backup_link(inputs)
	if (locale === "fr") return fr_settings_backup_link(inputs)
	if (locale === "es") return es_settings_backup_link(inputs)
	return en_settings_backup_link(inputs)
});