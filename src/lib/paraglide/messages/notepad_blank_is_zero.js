/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Blank_Is_ZeroInputs */

const en_notepad_blank_is_zero = /** @type {(inputs: Notepad_Blank_Is_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A blank score counts as 0`)
};

const de_notepad_blank_is_zero = /** @type {(inputs: Notepad_Blank_Is_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein leeres Feld zählt als 0`)
};

const fr_notepad_blank_is_zero = /** @type {(inputs: Notepad_Blank_Is_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un score laissé vide compte 0`)
};

const es_notepad_blank_is_zero = /** @type {(inputs: Notepad_Blank_Is_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una puntuación en blanco cuenta como 0`)
};

/**
* | output |
* | --- |
* | "A blank score counts as 0" |
*
* @param {Notepad_Blank_Is_ZeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_blank_is_zero = /** @type {((inputs?: Notepad_Blank_Is_ZeroInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Blank_Is_ZeroInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_blank_is_zero(inputs)
	if (locale === "fr") return fr_notepad_blank_is_zero(inputs)
	if (locale === "es") return es_notepad_blank_is_zero(inputs)
	return en_notepad_blank_is_zero(inputs)
});