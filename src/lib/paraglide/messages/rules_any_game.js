/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Any_GameInputs */

const en_rules_any_game = /** @type {(inputs: Rules_Any_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score notepad for any game`)
};

const de_rules_any_game = /** @type {(inputs: Rules_Any_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkteblock für jedes Spiel`)
};

const fr_rules_any_game = /** @type {(inputs: Rules_Any_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloc de scores pour tout jeu`)
};

const es_rules_any_game = /** @type {(inputs: Rules_Any_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libreta de puntos para cualquier juego`)
};

/**
* | output |
* | --- |
* | "Score notepad for any game" |
*
* @param {Rules_Any_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_any_game = /** @type {((inputs?: Rules_Any_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Any_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_any_game(inputs)
	if (locale === "fr") return fr_rules_any_game(inputs)
	if (locale === "es") return es_rules_any_game(inputs)
	return en_rules_any_game(inputs)
});