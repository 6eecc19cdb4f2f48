/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Import_FileInputs */

const en_sb_import_file = /** @type {(inputs: Sb_Import_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup file to import`)
};

const de_sb_import_file = /** @type {(inputs: Sb_Import_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu importierende Sicherungsdatei`)
};

const fr_sb_import_file = /** @type {(inputs: Sb_Import_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier de sauvegarde à importer`)
};

const es_sb_import_file = /** @type {(inputs: Sb_Import_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo de copia que importar`)
};

/**
* | output |
* | --- |
* | "Backup file to import" |
*
* @param {Sb_Import_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_import_file = /** @type {((inputs?: Sb_Import_FileInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Import_FileInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_import_file(inputs)
	if (locale === "fr") return fr_sb_import_file(inputs)
	if (locale === "es") return es_sb_import_file(inputs)
	return en_sb_import_file(inputs)
});