/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Other_GameInputs */

const en_rules_other_game = /** @type {(inputs: Rules_Other_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other game`)
};

const de_rules_other_game = /** @type {(inputs: Rules_Other_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anderes Spiel`)
};

const fr_rules_other_game = /** @type {(inputs: Rules_Other_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre jeu`)
};

const es_rules_other_game = /** @type {(inputs: Rules_Other_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro juego`)
};

/**
* | output |
* | --- |
* | "Other game" |
*
* @param {Rules_Other_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_other_game = /** @type {((inputs?: Rules_Other_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Other_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_other_game(inputs)
	if (locale === "fr") return fr_rules_other_game(inputs)
	if (locale === "es") return es_rules_other_game(inputs)
	return en_rules_other_game(inputs)
});