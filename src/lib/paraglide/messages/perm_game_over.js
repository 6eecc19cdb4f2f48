/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Game_OverInputs */

const en_perm_game_over = /** @type {(inputs: Perm_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game is over: a round ended with someone at 100 or more.`)
};

const de_perm_game_over = /** @type {(inputs: Perm_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel ist vorbei: Eine Runde endete mit jemandem bei 100 oder mehr.`)
};

const fr_perm_game_over = /** @type {(inputs: Perm_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie est finie : une manche s’est terminée avec quelqu’un à 100 ou plus.`)
};

const es_perm_game_over = /** @type {(inputs: Perm_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partida ha terminado: una ronda acabó con alguien en 100 o más.`)
};

/**
* | output |
* | --- |
* | "The game is over: a round ended with someone at 100 or more." |
*
* @param {Perm_Game_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_game_over = /** @type {((inputs?: Perm_Game_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Game_OverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_game_over(inputs)
	if (locale === "fr") return fr_perm_game_over(inputs)
	if (locale === "es") return es_perm_game_over(inputs)
	return en_perm_game_over(inputs)
});