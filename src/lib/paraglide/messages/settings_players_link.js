/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Players_LinkInputs */

const en_settings_players_link = /** @type {(inputs: Settings_Players_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players`)
};

const de_settings_players_link = /** @type {(inputs: Settings_Players_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler`)
};

const fr_settings_players_link = /** @type {(inputs: Settings_Players_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joueurs`)
};

const es_settings_players_link = /** @type {(inputs: Settings_Players_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugadores`)
};

/**
* | output |
* | --- |
* | "Players" |
*
* @param {Settings_Players_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_players_link = /** @type {((inputs?: Settings_Players_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Players_LinkInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_players_link(inputs)
	if (locale === "fr") return fr_settings_players_link(inputs)
	if (locale === "es") return es_settings_players_link(inputs)
	return en_settings_players_link(inputs)
});