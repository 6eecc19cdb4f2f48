/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Game_OverInputs */

const en_tn_game_over = /** @type {(inputs: Tn_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game over`)
};

const de_tn_game_over = /** @type {(inputs: Tn_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel vorbei`)
};

const fr_tn_game_over = /** @type {(inputs: Tn_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partie terminée`)
};

const es_tn_game_over = /** @type {(inputs: Tn_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin de la partida`)
};

/**
* | output |
* | --- |
* | "Game over" |
*
* @param {Tn_Game_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_game_over = /** @type {((inputs?: Tn_Game_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Game_OverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_game_over(inputs)
	if (locale === "fr") return fr_tn_game_over(inputs)
	if (locale === "es") return es_tn_game_over(inputs)
	return en_tn_game_over(inputs)
});