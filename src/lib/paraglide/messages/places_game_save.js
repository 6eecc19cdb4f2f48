/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Game_SaveInputs */

const en_places_game_save = /** @type {(inputs: Places_Game_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the place`)
};

const de_places_game_save = /** @type {(inputs: Places_Game_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ort speichern`)
};

const fr_places_game_save = /** @type {(inputs: Places_Game_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le lieu`)
};

const es_places_game_save = /** @type {(inputs: Places_Game_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar el lugar`)
};

/**
* | output |
* | --- |
* | "Save the place" |
*
* @param {Places_Game_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_game_save = /** @type {((inputs?: Places_Game_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Game_SaveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_game_save(inputs)
	if (locale === "fr") return fr_places_game_save(inputs)
	if (locale === "es") return es_places_game_save(inputs)
	return en_places_game_save(inputs)
});