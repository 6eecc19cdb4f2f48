/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_No_Such_GameInputs */

const en_rules_no_such_game = /** @type {(inputs: Rules_No_Such_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such game.`)
};

const de_rules_no_such_game = /** @type {(inputs: Rules_No_Such_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel gibt es nicht.`)
};

const fr_rules_no_such_game = /** @type {(inputs: Rules_No_Such_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce jeu n’existe pas.`)
};

const es_rules_no_such_game = /** @type {(inputs: Rules_No_Such_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese juego no existe.`)
};

/**
* | output |
* | --- |
* | "There is no such game." |
*
* @param {Rules_No_Such_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_no_such_game = /** @type {((inputs?: Rules_No_Such_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_No_Such_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_no_such_game(inputs)
	if (locale === "fr") return fr_rules_no_such_game(inputs)
	if (locale === "es") return es_rules_no_such_game(inputs)
	return en_rules_no_such_game(inputs)
});