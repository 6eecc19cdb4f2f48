/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Link_BackupInputs */

const en_home_link_backup = /** @type {(inputs: Home_Link_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back up or restore your games`)
};

const de_home_link_backup = /** @type {(inputs: Home_Link_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele sichern oder wiederherstellen`)
};

const fr_home_link_backup = /** @type {(inputs: Home_Link_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sauvegarder ou restaurer vos parties`)
};

const es_home_link_backup = /** @type {(inputs: Home_Link_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz una copia o restaura tus partidas`)
};

/**
* | output |
* | --- |
* | "Back up or restore your games" |
*
* @param {Home_Link_BackupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_link_backup = /** @type {((inputs?: Home_Link_BackupInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Link_BackupInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_link_backup(inputs)
	if (locale === "fr") return fr_home_link_backup(inputs)
	if (locale === "es") return es_home_link_backup(inputs)
	return en_home_link_backup(inputs)
});