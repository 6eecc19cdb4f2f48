/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Refusal_Coop_LimitsInputs */

const en_notepad_refusal_coop_limits = /** @type {(inputs: Notepad_Refusal_Coop_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A co-operative game ends when the table records its result: it has no target score or fixed number of rounds.`)
};

const de_notepad_refusal_coop_limits = /** @type {(inputs: Notepad_Refusal_Coop_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein kooperatives Spiel endet, wenn der Tisch sein Ergebnis einträgt: Es hat keine Zielpunktzahl und keine feste Rundenzahl.`)
};

const fr_notepad_refusal_coop_limits = /** @type {(inputs: Notepad_Refusal_Coop_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un jeu coopératif s’arrête quand la table note son résultat : il n’a ni score à atteindre ni nombre de manches fixe.`)
};

const es_notepad_refusal_coop_limits = /** @type {(inputs: Notepad_Refusal_Coop_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un juego cooperativo termina cuando la mesa anota su resultado: no tiene puntuación objetivo ni número fijo de rondas.`)
};

/**
* | output |
* | --- |
* | "A co-operative game ends when the table records its result: it has no target score or fixed number of rounds." |
*
* @param {Notepad_Refusal_Coop_LimitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_refusal_coop_limits = /** @type {((inputs?: Notepad_Refusal_Coop_LimitsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Refusal_Coop_LimitsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_refusal_coop_limits(inputs)
	if (locale === "fr") return fr_notepad_refusal_coop_limits(inputs)
	if (locale === "es") return es_notepad_refusal_coop_limits(inputs)
	return en_notepad_refusal_coop_limits(inputs)
});