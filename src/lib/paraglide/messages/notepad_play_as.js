/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Play_AsInputs */

const en_notepad_play_as = /** @type {(inputs: Notepad_Play_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How you play`)
};

const de_notepad_play_as = /** @type {(inputs: Notepad_Play_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie ihr spielt`)
};

const fr_notepad_play_as = /** @type {(inputs: Notepad_Play_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment vous jouez`)
};

const es_notepad_play_as = /** @type {(inputs: Notepad_Play_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo jugáis`)
};

/**
* | output |
* | --- |
* | "How you play" |
*
* @param {Notepad_Play_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_play_as = /** @type {((inputs?: Notepad_Play_AsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Play_AsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_play_as(inputs)
	if (locale === "fr") return fr_notepad_play_as(inputs)
	if (locale === "es") return es_notepad_play_as(inputs)
	return en_notepad_play_as(inputs)
});