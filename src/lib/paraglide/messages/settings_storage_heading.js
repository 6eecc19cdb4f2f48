/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Storage_HeadingInputs */

const en_settings_storage_heading = /** @type {(inputs: Settings_Storage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storage`)
};

const de_settings_storage_heading = /** @type {(inputs: Settings_Storage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speicher`)
};

const fr_settings_storage_heading = /** @type {(inputs: Settings_Storage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stockage`)
};

const es_settings_storage_heading = /** @type {(inputs: Settings_Storage_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Almacenamiento`)
};

/**
* | output |
* | --- |
* | "Storage" |
*
* @param {Settings_Storage_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_storage_heading = /** @type {((inputs?: Settings_Storage_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Storage_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_storage_heading(inputs)
	if (locale === "fr") return fr_settings_storage_heading(inputs)
	if (locale === "es") return es_settings_storage_heading(inputs)
	return en_settings_storage_heading(inputs)
});