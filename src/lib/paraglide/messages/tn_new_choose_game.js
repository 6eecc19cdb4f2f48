/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_Choose_GameInputs */

const en_tn_new_choose_game = /** @type {(inputs: Tn_New_Choose_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a game first.`)
};

const de_tn_new_choose_game = /** @type {(inputs: Tn_New_Choose_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle zuerst ein Spiel.`)
};

const fr_tn_new_choose_game = /** @type {(inputs: Tn_New_Choose_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez d’abord un jeu.`)
};

const es_tn_new_choose_game = /** @type {(inputs: Tn_New_Choose_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige primero un juego.`)
};

/**
* | output |
* | --- |
* | "Choose a game first." |
*
* @param {Tn_New_Choose_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_choose_game = /** @type {((inputs?: Tn_New_Choose_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Choose_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_choose_game(inputs)
	if (locale === "fr") return fr_tn_new_choose_game(inputs)
	if (locale === "es") return es_tn_new_choose_game(inputs)
	return en_tn_new_choose_game(inputs)
});