/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_No_BackupInputs */

const en_settings_no_backup = /** @type {(inputs: Settings_No_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No backup has been made on this device yet.`)
};

const de_settings_no_backup = /** @type {(inputs: Settings_No_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf diesem Gerät wurde noch keine Sicherung erstellt.`)
};

const fr_settings_no_backup = /** @type {(inputs: Settings_No_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune sauvegarde n’a encore été faite sur cet appareil.`)
};

const es_settings_no_backup = /** @type {(inputs: Settings_No_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no se ha hecho ninguna copia en este dispositivo.`)
};

/**
* | output |
* | --- |
* | "No backup has been made on this device yet." |
*
* @param {Settings_No_BackupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_no_backup = /** @type {((inputs?: Settings_No_BackupInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_No_BackupInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_no_backup(inputs)
	if (locale === "fr") return fr_settings_no_backup(inputs)
	if (locale === "es") return es_settings_no_backup(inputs)
	return en_settings_no_backup(inputs)
});