/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_End_QuestionInputs */

const en_subsets_game_end_question = /** @type {(inputs: Subsets_Game_End_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End the game now? The cards in front of each player are counted.`)
};

const de_subsets_game_end_question = /** @type {(inputs: Subsets_Game_End_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel jetzt beenden? Die Karten vor allen Spielern werden gezählt.`)
};

const fr_subsets_game_end_question = /** @type {(inputs: Subsets_Game_End_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminer la partie maintenant ? On compte les cartes devant chaque joueur.`)
};

const es_subsets_game_end_question = /** @type {(inputs: Subsets_Game_End_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Terminar la partida ahora? Se cuentan las cartas delante de cada jugador.`)
};

/**
* | output |
* | --- |
* | "End the game now? The cards in front of each player are counted." |
*
* @param {Subsets_Game_End_QuestionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_end_question = /** @type {((inputs?: Subsets_Game_End_QuestionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_End_QuestionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_end_question(inputs)
	if (locale === "fr") return fr_subsets_game_end_question(inputs)
	if (locale === "es") return es_subsets_game_end_question(inputs)
	return en_subsets_game_end_question(inputs)
});