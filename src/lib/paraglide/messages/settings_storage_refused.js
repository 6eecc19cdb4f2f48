/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Storage_RefusedInputs */

const en_settings_storage_refused = /** @type {(inputs: Settings_Storage_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browser did not allow persistent storage.`)
};

const de_settings_storage_refused = /** @type {(inputs: Settings_Storage_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Browser hat dauerhaften Speicher nicht erlaubt.`)
};

const fr_settings_storage_refused = /** @type {(inputs: Settings_Storage_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le navigateur n’a pas autorisé le stockage persistant.`)
};

const es_settings_storage_refused = /** @type {(inputs: Settings_Storage_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El navegador no permitió el almacenamiento persistente.`)
};

/**
* | output |
* | --- |
* | "The browser did not allow persistent storage." |
*
* @param {Settings_Storage_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_storage_refused = /** @type {((inputs?: Settings_Storage_RefusedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Storage_RefusedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_storage_refused(inputs)
	if (locale === "fr") return fr_settings_storage_refused(inputs)
	if (locale === "es") return es_settings_storage_refused(inputs)
	return en_settings_storage_refused(inputs)
});