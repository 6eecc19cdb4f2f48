/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_House_Rules_GameInputs */

const en_settings_house_rules_game = /** @type {(inputs: Settings_House_Rules_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game`)
};

const de_settings_house_rules_game = /** @type {(inputs: Settings_House_Rules_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel`)
};

const fr_settings_house_rules_game = /** @type {(inputs: Settings_House_Rules_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeu`)
};

const es_settings_house_rules_game = /** @type {(inputs: Settings_House_Rules_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juego`)
};

/**
* | output |
* | --- |
* | "Game" |
*
* @param {Settings_House_Rules_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_house_rules_game = /** @type {((inputs?: Settings_House_Rules_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_House_Rules_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_house_rules_game(inputs)
	if (locale === "fr") return fr_settings_house_rules_game(inputs)
	if (locale === "es") return es_settings_house_rules_game(inputs)
	return en_settings_house_rules_game(inputs)
});