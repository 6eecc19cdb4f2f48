/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Home_Intro_Any_GameInputs */

const en_home_intro_any_game = /** @type {(inputs: Home_Intro_Any_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For any other game, choose ${i?.name}.`)
};

const de_home_intro_any_game = /** @type {(inputs: Home_Intro_Any_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Für jedes andere Spiel wähle ${i?.name}.`)
};

const fr_home_intro_any_game = /** @type {(inputs: Home_Intro_Any_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour tout autre jeu, choisissez ${i?.name}.`)
};

const es_home_intro_any_game = /** @type {(inputs: Home_Intro_Any_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para cualquier otro juego, elige ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "For any other game, choose {name}." |
*
* @param {Home_Intro_Any_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_intro_any_game = /** @type {((inputs: Home_Intro_Any_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Intro_Any_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_intro_any_game(inputs)
	if (locale === "fr") return fr_home_intro_any_game(inputs)
	if (locale === "es") return es_home_intro_any_game(inputs)
	return en_home_intro_any_game(inputs)
});