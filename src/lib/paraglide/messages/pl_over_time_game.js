/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Over_Time_GameInputs */

const en_pl_over_time_game = /** @type {(inputs: Pl_Over_Time_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game`)
};

const de_pl_over_time_game = /** @type {(inputs: Pl_Over_Time_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel`)
};

const fr_pl_over_time_game = /** @type {(inputs: Pl_Over_Time_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeu`)
};

const es_pl_over_time_game = /** @type {(inputs: Pl_Over_Time_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juego`)
};

/**
* | output |
* | --- |
* | "Game" |
*
* @param {Pl_Over_Time_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_over_time_game = /** @type {((inputs?: Pl_Over_Time_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Over_Time_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_over_time_game(inputs)
	if (locale === "fr") return fr_pl_over_time_game(inputs)
	if (locale === "es") return es_pl_over_time_game(inputs)
	return en_pl_over_time_game(inputs)
});