/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ location: NonNullable<unknown> }} Places_Game_SavedInputs */

const en_places_game_saved = /** @type {(inputs: Places_Game_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved: played at ${i?.location}.`)
};

const de_places_game_saved = /** @type {(inputs: Places_Game_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gespeichert: gespielt in ${i?.location}.`)
};

const fr_places_game_saved = /** @type {(inputs: Places_Game_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistré : partie jouée à ${i?.location}.`)
};

const es_places_game_saved = /** @type {(inputs: Places_Game_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardado: jugada en ${i?.location}.`)
};

/**
* | output |
* | --- |
* | "Saved: played at {location}." |
*
* @param {Places_Game_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_game_saved = /** @type {((inputs: Places_Game_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Game_SavedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_game_saved(inputs)
	if (locale === "fr") return fr_places_game_saved(inputs)
	if (locale === "es") return es_places_game_saved(inputs)
	return en_places_game_saved(inputs)
});