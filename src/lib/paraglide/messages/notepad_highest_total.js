/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Highest_TotalInputs */

const en_notepad_highest_total = /** @type {(inputs: Notepad_Highest_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The highest total`)
};

const de_notepad_highest_total = /** @type {(inputs: Notepad_Highest_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die höchste Summe`)
};

const fr_notepad_highest_total = /** @type {(inputs: Notepad_Highest_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le total le plus haut`)
};

const es_notepad_highest_total = /** @type {(inputs: Notepad_Highest_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El total más alto`)
};

/**
* | output |
* | --- |
* | "The highest total" |
*
* @param {Notepad_Highest_TotalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_highest_total = /** @type {((inputs?: Notepad_Highest_TotalInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Highest_TotalInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_highest_total(inputs)
	if (locale === "fr") return fr_notepad_highest_total(inputs)
	if (locale === "es") return es_notepad_highest_total(inputs)
	return en_notepad_highest_total(inputs)
});