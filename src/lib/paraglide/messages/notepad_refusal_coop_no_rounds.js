/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Refusal_Coop_No_RoundsInputs */

const en_notepad_refusal_coop_no_rounds = /** @type {(inputs: Notepad_Refusal_Coop_No_RoundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A co-operative game has no rounds of scores: record the table’s result when the game ends.`)
};

const de_notepad_refusal_coop_no_rounds = /** @type {(inputs: Notepad_Refusal_Coop_No_RoundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein kooperatives Spiel hat keine Runden mit Punkten: Tragt am Ende das Ergebnis des Tisches ein.`)
};

const fr_notepad_refusal_coop_no_rounds = /** @type {(inputs: Notepad_Refusal_Coop_No_RoundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un jeu coopératif n’a pas de manches à noter : notez le résultat de la table à la fin.`)
};

const es_notepad_refusal_coop_no_rounds = /** @type {(inputs: Notepad_Refusal_Coop_No_RoundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un juego cooperativo no tiene rondas de puntos: anotad el resultado de la mesa al terminar.`)
};

/**
* | output |
* | --- |
* | "A co-operative game has no rounds of scores: record the table’s result when the game ends." |
*
* @param {Notepad_Refusal_Coop_No_RoundsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_refusal_coop_no_rounds = /** @type {((inputs?: Notepad_Refusal_Coop_No_RoundsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Refusal_Coop_No_RoundsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_refusal_coop_no_rounds(inputs)
	if (locale === "fr") return fr_notepad_refusal_coop_no_rounds(inputs)
	if (locale === "es") return es_notepad_refusal_coop_no_rounds(inputs)
	return en_notepad_refusal_coop_no_rounds(inputs)
});