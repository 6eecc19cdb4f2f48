/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Refusal_Coop_OverInputs */

const en_notepad_refusal_coop_over = /** @type {(inputs: Notepad_Refusal_Coop_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table has recorded its result: the game is over.`)
};

const de_notepad_refusal_coop_over = /** @type {(inputs: Notepad_Refusal_Coop_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch hat sein Ergebnis eingetragen: Das Spiel ist vorbei.`)
};

const fr_notepad_refusal_coop_over = /** @type {(inputs: Notepad_Refusal_Coop_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table a noté son résultat : la partie est finie.`)
};

const es_notepad_refusal_coop_over = /** @type {(inputs: Notepad_Refusal_Coop_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa ya anotó su resultado: la partida ha terminado.`)
};

/**
* | output |
* | --- |
* | "The table has recorded its result: the game is over." |
*
* @param {Notepad_Refusal_Coop_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_refusal_coop_over = /** @type {((inputs?: Notepad_Refusal_Coop_OverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Refusal_Coop_OverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_refusal_coop_over(inputs)
	if (locale === "fr") return fr_notepad_refusal_coop_over(inputs)
	if (locale === "es") return es_notepad_refusal_coop_over(inputs)
	return en_notepad_refusal_coop_over(inputs)
});