/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_Legend_GameInputs */

const en_tn_new_legend_game = /** @type {(inputs: Tn_New_Legend_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Game`)
};

const de_tn_new_legend_game = /** @type {(inputs: Tn_New_Legend_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Spiel`)
};

const fr_tn_new_legend_game = /** @type {(inputs: Tn_New_Legend_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Jeu`)
};

const es_tn_new_legend_game = /** @type {(inputs: Tn_New_Legend_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Juego`)
};

/**
* | output |
* | --- |
* | "1. Game" |
*
* @param {Tn_New_Legend_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_legend_game = /** @type {((inputs?: Tn_New_Legend_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Legend_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_legend_game(inputs)
	if (locale === "fr") return fr_tn_new_legend_game(inputs)
	if (locale === "es") return es_tn_new_legend_game(inputs)
	return en_tn_new_legend_game(inputs)
});