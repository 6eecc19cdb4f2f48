/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Storage_UnknownInputs */

const en_settings_storage_unknown = /** @type {(inputs: Settings_Storage_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser does not say whether storage is persistent.`)
};

const de_settings_storage_unknown = /** @type {(inputs: Settings_Storage_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Browser sagt nicht, ob der Speicher dauerhaft ist.`)
};

const fr_settings_storage_unknown = /** @type {(inputs: Settings_Storage_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce navigateur n’indique pas si le stockage est persistant.`)
};

const es_settings_storage_unknown = /** @type {(inputs: Settings_Storage_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este navegador no indica si el almacenamiento es persistente.`)
};

/**
* | output |
* | --- |
* | "This browser does not say whether storage is persistent." |
*
* @param {Settings_Storage_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_storage_unknown = /** @type {((inputs?: Settings_Storage_UnknownInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Storage_UnknownInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_storage_unknown(inputs)
	if (locale === "fr") return fr_settings_storage_unknown(inputs)
	if (locale === "es") return es_settings_storage_unknown(inputs)
	return en_settings_storage_unknown(inputs)
});