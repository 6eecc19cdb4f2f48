/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Keep_AwakeInputs */

const en_settings_keep_awake = /** @type {(inputs: Settings_Keep_AwakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the screen on while a game is open`)
};

const de_settings_keep_awake = /** @type {(inputs: Settings_Keep_AwakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bildschirm anlassen, solange ein Spiel offen ist`)
};

const fr_settings_keep_awake = /** @type {(inputs: Settings_Keep_AwakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Garder l’écran allumé pendant une partie`)
};

const es_settings_keep_awake = /** @type {(inputs: Settings_Keep_AwakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantener la pantalla encendida mientras haya una partida abierta`)
};

/**
* | output |
* | --- |
* | "Keep the screen on while a game is open" |
*
* @param {Settings_Keep_AwakeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_keep_awake = /** @type {((inputs?: Settings_Keep_AwakeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Keep_AwakeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_keep_awake(inputs)
	if (locale === "fr") return fr_settings_keep_awake(inputs)
	if (locale === "es") return es_settings_keep_awake(inputs)
	return en_settings_keep_awake(inputs)
});