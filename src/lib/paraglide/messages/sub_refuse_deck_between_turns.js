/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Refuse_Deck_Between_TurnsInputs */

const en_sub_refuse_deck_between_turns = /** @type {(inputs: Sub_Refuse_Deck_Between_TurnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The deck can only run out between turns: finish this one first.`)
};

const de_sub_refuse_deck_between_turns = /** @type {(inputs: Sub_Refuse_Deck_Between_TurnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Stapel kann nur zwischen zwei Zügen aufgebraucht sein: Beendet erst diesen Zug.`)
};

const fr_sub_refuse_deck_between_turns = /** @type {(inputs: Sub_Refuse_Deck_Between_TurnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pioche ne peut s’épuiser qu’entre deux tours : terminez d’abord celui-ci.`)
};

const es_sub_refuse_deck_between_turns = /** @type {(inputs: Sub_Refuse_Deck_Between_TurnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El mazo solo puede agotarse entre turnos: terminad primero este.`)
};

/**
* | output |
* | --- |
* | "The deck can only run out between turns: finish this one first." |
*
* @param {Sub_Refuse_Deck_Between_TurnsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_deck_between_turns = /** @type {((inputs?: Sub_Refuse_Deck_Between_TurnsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Deck_Between_TurnsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_deck_between_turns(inputs)
	if (locale === "fr") return fr_sub_refuse_deck_between_turns(inputs)
	if (locale === "es") return es_sub_refuse_deck_between_turns(inputs)
	return en_sub_refuse_deck_between_turns(inputs)
});