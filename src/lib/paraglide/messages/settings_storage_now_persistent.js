/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Storage_Now_PersistentInputs */

const en_settings_storage_now_persistent = /** @type {(inputs: Settings_Storage_Now_PersistentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storage is now persistent.`)
};

const de_settings_storage_now_persistent = /** @type {(inputs: Settings_Storage_Now_PersistentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Speicher ist jetzt dauerhaft.`)
};

const fr_settings_storage_now_persistent = /** @type {(inputs: Settings_Storage_Now_PersistentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le stockage est désormais persistant.`)
};

const es_settings_storage_now_persistent = /** @type {(inputs: Settings_Storage_Now_PersistentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El almacenamiento ya es persistente.`)
};

/**
* | output |
* | --- |
* | "Storage is now persistent." |
*
* @param {Settings_Storage_Now_PersistentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_storage_now_persistent = /** @type {((inputs?: Settings_Storage_Now_PersistentInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Storage_Now_PersistentInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_storage_now_persistent(inputs)
	if (locale === "fr") return fr_settings_storage_now_persistent(inputs)
	if (locale === "es") return es_settings_storage_now_persistent(inputs)
	return en_settings_storage_now_persistent(inputs)
});