/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_No_GameInputs */

const en_ph_no_game = /** @type {(inputs: Ph_No_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This game is no longer on the phone, so the photo was not added.`)
};

const de_ph_no_game = /** @type {(inputs: Ph_No_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel ist nicht mehr auf dem Handy, daher wurde das Foto nicht hinzugefügt.`)
};

const fr_ph_no_game = /** @type {(inputs: Ph_No_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette partie n’est plus sur le téléphone : la photo n’a pas été ajoutée.`)
};

const es_ph_no_game = /** @type {(inputs: Ph_No_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta partida ya no está en el móvil, así que la foto no se ha añadido.`)
};

/**
* | output |
* | --- |
* | "This game is no longer on the phone, so the photo was not added." |
*
* @param {Ph_No_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_no_game = /** @type {((inputs?: Ph_No_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_No_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_no_game(inputs)
	if (locale === "fr") return fr_ph_no_game(inputs)
	if (locale === "es") return es_ph_no_game(inputs)
	return en_ph_no_game(inputs)
});