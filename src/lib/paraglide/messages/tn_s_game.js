/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_GameInputs */

const en_tn_s_game = /** @type {(inputs: Tn_S_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game`)
};

const de_tn_s_game = /** @type {(inputs: Tn_S_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel`)
};

const fr_tn_s_game = /** @type {(inputs: Tn_S_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partie`)
};

const es_tn_s_game = /** @type {(inputs: Tn_S_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partida`)
};

/**
* | output |
* | --- |
* | "Game" |
*
* @param {Tn_S_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_game = /** @type {((inputs?: Tn_S_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_game(inputs)
	if (locale === "fr") return fr_tn_s_game(inputs)
	if (locale === "es") return es_tn_s_game(inputs)
	return en_tn_s_game(inputs)
});