/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_House_Rules_ChooseInputs */

const en_settings_house_rules_choose = /** @type {(inputs: Settings_House_Rules_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a game`)
};

const de_settings_house_rules_choose = /** @type {(inputs: Settings_House_Rules_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel wählen`)
};

const fr_settings_house_rules_choose = /** @type {(inputs: Settings_House_Rules_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un jeu`)
};

const es_settings_house_rules_choose = /** @type {(inputs: Settings_House_Rules_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un juego`)
};

/**
* | output |
* | --- |
* | "Choose a game" |
*
* @param {Settings_House_Rules_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_house_rules_choose = /** @type {((inputs?: Settings_House_Rules_ChooseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_House_Rules_ChooseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_settings_house_rules_choose(inputs)
	if (locale === "fr") return fr_settings_house_rules_choose(inputs)
	if (locale === "es") return es_settings_house_rules_choose(inputs)
	return en_settings_house_rules_choose(inputs)
});