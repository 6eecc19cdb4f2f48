/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_ScoringInputs */

const en_notepad_scoring = /** @type {(inputs: Notepad_ScoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scoring`)
};

const de_notepad_scoring = /** @type {(inputs: Notepad_ScoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wertung`)
};

const fr_notepad_scoring = /** @type {(inputs: Notepad_ScoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

const es_notepad_scoring = /** @type {(inputs: Notepad_ScoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación`)
};

/**
* | output |
* | --- |
* | "Scoring" |
*
* @param {Notepad_ScoringInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_scoring = /** @type {((inputs?: Notepad_ScoringInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_ScoringInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_scoring(inputs)
	if (locale === "fr") return fr_notepad_scoring(inputs)
	if (locale === "es") return es_notepad_scoring(inputs)
	return en_notepad_scoring(inputs)
});