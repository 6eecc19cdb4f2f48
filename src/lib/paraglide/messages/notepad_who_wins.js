/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Who_WinsInputs */

const en_notepad_who_wins = /** @type {(inputs: Notepad_Who_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who wins`)
};

const de_notepad_who_wins = /** @type {(inputs: Notepad_Who_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer gewinnt`)
};

const fr_notepad_who_wins = /** @type {(inputs: Notepad_Who_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui gagne`)
};

const es_notepad_who_wins = /** @type {(inputs: Notepad_Who_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién gana`)
};

/**
* | output |
* | --- |
* | "Who wins" |
*
* @param {Notepad_Who_WinsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_who_wins = /** @type {((inputs?: Notepad_Who_WinsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Who_WinsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_who_wins(inputs)
	if (locale === "fr") return fr_notepad_who_wins(inputs)
	if (locale === "es") return es_notepad_who_wins(inputs)
	return en_notepad_who_wins(inputs)
});