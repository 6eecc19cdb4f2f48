/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Game_ClearedInputs */

const en_places_game_cleared = /** @type {(inputs: Places_Game_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved: no place for this game.`)
};

const de_places_game_cleared = /** @type {(inputs: Places_Game_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gespeichert: kein Ort für dieses Spiel.`)
};

const fr_places_game_cleared = /** @type {(inputs: Places_Game_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré : aucun lieu pour cette partie.`)
};

const es_places_game_cleared = /** @type {(inputs: Places_Game_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado: esta partida no tiene lugar.`)
};

/**
* | output |
* | --- |
* | "Saved: no place for this game." |
*
* @param {Places_Game_ClearedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_game_cleared = /** @type {((inputs?: Places_Game_ClearedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Game_ClearedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_game_cleared(inputs)
	if (locale === "fr") return fr_places_game_cleared(inputs)
	if (locale === "es") return es_places_game_cleared(inputs)
	return en_places_game_cleared(inputs)
});