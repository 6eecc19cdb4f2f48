/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Refused_Not_BackupInputs */

const en_sb_refused_not_backup = /** @type {(inputs: Sb_Refused_Not_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is not a Tablemate backup.`)
};

const de_sb_refused_not_backup = /** @type {(inputs: Sb_Refused_Not_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei ist keine Tablemate-Sicherung.`)
};

const fr_sb_refused_not_backup = /** @type {(inputs: Sb_Refused_Not_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier n’est pas une sauvegarde Tablemate.`)
};

const es_sb_refused_not_backup = /** @type {(inputs: Sb_Refused_Not_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo no es una copia de seguridad de Tablemate.`)
};

/**
* | output |
* | --- |
* | "This file is not a Tablemate backup." |
*
* @param {Sb_Refused_Not_BackupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_refused_not_backup = /** @type {((inputs?: Sb_Refused_Not_BackupInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Refused_Not_BackupInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_refused_not_backup(inputs)
	if (locale === "fr") return fr_sb_refused_not_backup(inputs)
	if (locale === "es") return es_sb_refused_not_backup(inputs)
	return en_sb_refused_not_backup(inputs)
});