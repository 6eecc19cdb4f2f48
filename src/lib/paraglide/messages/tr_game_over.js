/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rounds: NonNullable<unknown> }} Tr_Game_OverInputs */

const en_tr_game_over = /** @type {(inputs: Tr_Game_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The game is over: all ${i?.rounds} rounds have been played.`)
};

const de_tr_game_over = /** @type {(inputs: Tr_Game_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Partie ist vorbei: Alle ${i?.rounds} Runden sind gespielt.`)
};

const fr_tr_game_over = /** @type {(inputs: Tr_Game_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La partie est finie : les ${i?.rounds} manches ont été jouées.`)
};

const es_tr_game_over = /** @type {(inputs: Tr_Game_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La partida ha terminado: se han jugado las ${i?.rounds} rondas.`)
};

/**
* | output |
* | --- |
* | "The game is over: all {rounds} rounds have been played." |
*
* @param {Tr_Game_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_game_over = /** @type {((inputs: Tr_Game_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Game_OverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_game_over(inputs)
	if (locale === "fr") return fr_tr_game_over(inputs)
	if (locale === "es") return es_tr_game_over(inputs)
	return en_tr_game_over(inputs)
});