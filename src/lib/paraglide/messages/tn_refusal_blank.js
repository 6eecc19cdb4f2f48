/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_Refusal_BlankInputs */

const en_tn_refusal_blank = /** @type {(inputs: Tn_Refusal_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has no score for this round: type 0 if that is the score. A game can count a blank as 0 when it is chosen at the start.`)
};

const de_tn_refusal_blank = /** @type {(inputs: Tn_Refusal_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat in dieser Runde keine Punkte: Tippe 0, wenn das die Punktzahl ist. Ein Spiel kann ein leeres Feld als 0 zählen, wenn man das zu Beginn wählt.`)
};

const fr_tn_refusal_blank = /** @type {(inputs: Tn_Refusal_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’a pas de score pour cette manche : tapez 0 si c’est son score. Une partie peut compter une case vide comme 0 si on le choisit au départ.`)
};

const es_tn_refusal_blank = /** @type {(inputs: Tn_Refusal_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no tiene puntuación en esta ronda: escribe 0 si esa es su puntuación. Una partida puede contar una casilla vacía como 0 si se elige al empezar.`)
};

/**
* | output |
* | --- |
* | "{name} has no score for this round: type 0 if that is the score. A game can count a blank as 0 when it is chosen at the start." |
*
* @param {Tn_Refusal_BlankInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_blank = /** @type {((inputs: Tn_Refusal_BlankInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_BlankInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_blank(inputs)
	if (locale === "fr") return fr_tn_refusal_blank(inputs)
	if (locale === "es") return es_tn_refusal_blank(inputs)
	return en_tn_refusal_blank(inputs)
});