/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_Someone_CalledInputs */

const en_sub_game_someone_called = /** @type {(inputs: Sub_Game_Someone_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone called “Error!” on this card`)
};

const de_sub_game_someone_called = /** @type {(inputs: Sub_Game_Someone_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jemand hat bei dieser Karte „Fehler!“ gerufen`)
};

const fr_sub_game_someone_called = /** @type {(inputs: Sub_Game_Someone_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un a crié « Erreur ! » sur cette carte`)
};

const es_sub_game_someone_called = /** @type {(inputs: Sub_Game_Someone_CalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien gritó «¡Error!» con esta carta`)
};

/**
* | output |
* | --- |
* | "Someone called “Error!” on this card" |
*
* @param {Sub_Game_Someone_CalledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_someone_called = /** @type {((inputs?: Sub_Game_Someone_CalledInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Someone_CalledInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_someone_called(inputs)
	if (locale === "fr") return fr_sub_game_someone_called(inputs)
	if (locale === "es") return es_sub_game_someone_called(inputs)
	return en_sub_game_someone_called(inputs)
});