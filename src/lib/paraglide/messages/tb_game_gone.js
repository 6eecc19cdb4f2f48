/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_Game_GoneInputs */

const en_tb_game_gone = /** @type {(inputs: Tb_Game_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This game is not on this phone any more.`)
};

const de_tb_game_gone = /** @type {(inputs: Tb_Game_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Spiel ist nicht mehr auf diesem Handy.`)
};

const fr_tb_game_gone = /** @type {(inputs: Tb_Game_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette partie n’est plus sur ce téléphone.`)
};

const es_tb_game_gone = /** @type {(inputs: Tb_Game_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta partida ya no está en este móvil.`)
};

/**
* | output |
* | --- |
* | "This game is not on this phone any more." |
*
* @param {Tb_Game_GoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_game_gone = /** @type {((inputs?: Tb_Game_GoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Game_GoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_game_gone(inputs)
	if (locale === "fr") return fr_tb_game_gone(inputs)
	if (locale === "es") return es_tb_game_gone(inputs)
	return en_tb_game_gone(inputs)
});