/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Game_LabelInputs */

const en_places_game_label = /** @type {(inputs: Places_Game_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where it was played`)
};

const de_places_game_label = /** @type {(inputs: Places_Game_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo gespielt wurde`)
};

const fr_places_game_label = /** @type {(inputs: Places_Game_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu de la partie`)
};

const es_places_game_label = /** @type {(inputs: Places_Game_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde se jugó`)
};

/**
* | output |
* | --- |
* | "Where it was played" |
*
* @param {Places_Game_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_game_label = /** @type {((inputs?: Places_Game_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Game_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_game_label(inputs)
	if (locale === "fr") return fr_places_game_label(inputs)
	if (locale === "es") return es_places_game_label(inputs)
	return en_places_game_label(inputs)
});