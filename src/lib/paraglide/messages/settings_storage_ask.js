/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Storage_AskInputs */

const en_settings_storage_ask = /** @type {(inputs: Settings_Storage_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask to keep my games`)
};

const de_settings_storage_ask = /** @type {(inputs: Settings_Storage_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darum bitten, meine Spiele zu behalten`)
};

const fr_settings_storage_ask = /** @type {(inputs: Settings_Storage_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander à garder mes parties`)
};

const es_settings_storage_ask = /** @type {(inputs: Settings_Storage_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir que se conserven mis partidas`)
};

/**
* | output |
* | --- |
* | "Ask to keep my games" |
*
* @param {Settings_Storage_AskInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_storage_ask = /** @type {((inputs?: Settings_Storage_AskInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Storage_AskInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_storage_ask(inputs)
	if (locale === "fr") return fr_settings_storage_ask(inputs)
	if (locale === "es") return es_settings_storage_ask(inputs)
	return en_settings_storage_ask(inputs)
});