/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Lowest_TotalInputs */

const en_notepad_lowest_total = /** @type {(inputs: Notepad_Lowest_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The lowest total`)
};

const de_notepad_lowest_total = /** @type {(inputs: Notepad_Lowest_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die niedrigste Summe`)
};

const fr_notepad_lowest_total = /** @type {(inputs: Notepad_Lowest_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le total le plus bas`)
};

const es_notepad_lowest_total = /** @type {(inputs: Notepad_Lowest_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El total más bajo`)
};

/**
* | output |
* | --- |
* | "The lowest total" |
*
* @param {Notepad_Lowest_TotalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_lowest_total = /** @type {((inputs?: Notepad_Lowest_TotalInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Lowest_TotalInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_lowest_total(inputs)
	if (locale === "fr") return fr_notepad_lowest_total(inputs)
	if (locale === "es") return es_notepad_lowest_total(inputs)
	return en_notepad_lowest_total(inputs)
});