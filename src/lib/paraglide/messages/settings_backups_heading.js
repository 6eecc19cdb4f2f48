/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Backups_HeadingInputs */

const en_settings_backups_heading = /** @type {(inputs: Settings_Backups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backups`)
};

const de_settings_backups_heading = /** @type {(inputs: Settings_Backups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherungen`)
};

const fr_settings_backups_heading = /** @type {(inputs: Settings_Backups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sauvegardes`)
};

const es_settings_backups_heading = /** @type {(inputs: Settings_Backups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copias de seguridad`)
};

/**
* | output |
* | --- |
* | "Backups" |
*
* @param {Settings_Backups_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_backups_heading = /** @type {((inputs?: Settings_Backups_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Backups_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_backups_heading(inputs)
	if (locale === "fr") return fr_settings_backups_heading(inputs)
	if (locale === "es") return es_settings_backups_heading(inputs)
	return en_settings_backups_heading(inputs)
});