/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Places_Game_FailedInputs */

const en_places_game_failed = /** @type {(inputs: Places_Game_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The place could not be saved: ${i?.reason}`)
};

const de_places_game_failed = /** @type {(inputs: Places_Game_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Ort konnte nicht gespeichert werden: ${i?.reason}`)
};

const fr_places_game_failed = /** @type {(inputs: Places_Game_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le lieu n’a pas pu être enregistré : ${i?.reason}`)
};

const es_places_game_failed = /** @type {(inputs: Places_Game_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el lugar: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "The place could not be saved: {reason}" |
*
* @param {Places_Game_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_game_failed = /** @type {((inputs: Places_Game_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Game_FailedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_game_failed(inputs)
	if (locale === "fr") return fr_places_game_failed(inputs)
	if (locale === "es") return es_places_game_failed(inputs)
	return en_places_game_failed(inputs)
});