/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Storage_PersistentInputs */

const en_settings_storage_persistent = /** @type {(inputs: Settings_Storage_PersistentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your games are stored persistently: the browser will not clear them to free space.`)
};

const de_settings_storage_persistent = /** @type {(inputs: Settings_Storage_PersistentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Spiele sind dauerhaft gespeichert: Der Browser löscht sie nicht, um Platz zu schaffen.`)
};

const fr_settings_storage_persistent = /** @type {(inputs: Settings_Storage_PersistentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos parties sont stockées de façon persistante : le navigateur ne les effacera pas pour libérer de la place.`)
};

const es_settings_storage_persistent = /** @type {(inputs: Settings_Storage_PersistentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus partidas se guardan de forma persistente: el navegador no las borrará para liberar espacio.`)
};

/**
* | output |
* | --- |
* | "Your games are stored persistently: the browser will not clear them to free space." |
*
* @param {Settings_Storage_PersistentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_storage_persistent = /** @type {((inputs?: Settings_Storage_PersistentInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Storage_PersistentInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_storage_persistent(inputs)
	if (locale === "fr") return fr_settings_storage_persistent(inputs)
	if (locale === "es") return es_settings_storage_persistent(inputs)
	return en_settings_storage_persistent(inputs)
});