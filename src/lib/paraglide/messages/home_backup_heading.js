/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Backup_HeadingInputs */

const en_home_backup_heading = /** @type {(inputs: Home_Backup_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back up your games`)
};

const de_home_backup_heading = /** @type {(inputs: Home_Backup_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sichere deine Spiele`)
};

const fr_home_backup_heading = /** @type {(inputs: Home_Backup_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sauvegardez vos parties`)
};

const es_home_backup_heading = /** @type {(inputs: Home_Backup_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haz una copia de tus partidas`)
};

/**
* | output |
* | --- |
* | "Back up your games" |
*
* @param {Home_Backup_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_backup_heading = /** @type {((inputs?: Home_Backup_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Backup_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_backup_heading(inputs)
	if (locale === "fr") return fr_home_backup_heading(inputs)
	if (locale === "es") return es_home_backup_heading(inputs)
	return en_home_backup_heading(inputs)
});