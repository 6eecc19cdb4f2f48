/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Restore_BackupInputs */

const en_home_restore_backup = /** @type {(inputs: Home_Restore_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore a backup`)
};

const de_home_restore_backup = /** @type {(inputs: Home_Restore_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherung wiederherstellen`)
};

const fr_home_restore_backup = /** @type {(inputs: Home_Restore_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurer une sauvegarde`)
};

const es_home_restore_backup = /** @type {(inputs: Home_Restore_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurar una copia`)
};

/**
* | output |
* | --- |
* | "Restore a backup" |
*
* @param {Home_Restore_BackupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_restore_backup = /** @type {((inputs?: Home_Restore_BackupInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Restore_BackupInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_restore_backup(inputs)
	if (locale === "fr") return fr_home_restore_backup(inputs)
	if (locale === "es") return es_home_restore_backup(inputs)
	return en_home_restore_backup(inputs)
});