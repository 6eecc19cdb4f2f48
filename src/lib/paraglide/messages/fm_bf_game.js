/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_GameInputs */

const en_fm_bf_game = /** @type {(inputs: Fm_Bf_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`game type`)
};

const de_fm_bf_game = /** @type {(inputs: Fm_Bf_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielart`)
};

const fr_fm_bf_game = /** @type {(inputs: Fm_Bf_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`type de jeu`)
};

const es_fm_bf_game = /** @type {(inputs: Fm_Bf_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tipo de juego`)
};

/**
* | output |
* | --- |
* | "game type" |
*
* @param {Fm_Bf_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_game = /** @type {((inputs?: Fm_Bf_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_game(inputs)
	if (locale === "fr") return fr_fm_bf_game(inputs)
	if (locale === "es") return es_fm_bf_game(inputs)
	return en_fm_bf_game(inputs)
});