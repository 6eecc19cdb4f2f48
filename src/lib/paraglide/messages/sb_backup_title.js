/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Backup_TitleInputs */

const en_sb_backup_title = /** @type {(inputs: Sb_Backup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup`)
};

const de_sb_backup_title = /** @type {(inputs: Sb_Backup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherung`)
};

const fr_sb_backup_title = /** @type {(inputs: Sb_Backup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sauvegarde`)
};

const es_sb_backup_title = /** @type {(inputs: Sb_Backup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copia de seguridad`)
};

/**
* | output |
* | --- |
* | "Backup" |
*
* @param {Sb_Backup_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_backup_title = /** @type {((inputs?: Sb_Backup_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Backup_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_backup_title(inputs)
	if (locale === "fr") return fr_sb_backup_title(inputs)
	if (locale === "es") return es_sb_backup_title(inputs)
	return en_sb_backup_title(inputs)
});