/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Storage_ClearableInputs */

const en_settings_storage_clearable = /** @type {(inputs: Settings_Storage_ClearableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browser may clear stored games if the device runs short of space. Export a backup now and then.`)
};

const de_settings_storage_clearable = /** @type {(inputs: Settings_Storage_ClearableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Browser kann gespeicherte Spiele löschen, wenn auf dem Gerät der Platz knapp wird. Exportiere ab und zu eine Sicherung.`)
};

const fr_settings_storage_clearable = /** @type {(inputs: Settings_Storage_ClearableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le navigateur peut effacer les parties stockées si l’appareil manque de place. Exportez une sauvegarde de temps en temps.`)
};

const es_settings_storage_clearable = /** @type {(inputs: Settings_Storage_ClearableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El navegador puede borrar las partidas guardadas si el dispositivo se queda sin espacio. Exporta una copia de vez en cuando.`)
};

/**
* | output |
* | --- |
* | "The browser may clear stored games if the device runs short of space. Export a backup now and then." |
*
* @param {Settings_Storage_ClearableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_storage_clearable = /** @type {((inputs?: Settings_Storage_ClearableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Storage_ClearableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_storage_clearable(inputs)
	if (locale === "fr") return fr_settings_storage_clearable(inputs)
	if (locale === "es") return es_settings_storage_clearable(inputs)
	return en_settings_storage_clearable(inputs)
});