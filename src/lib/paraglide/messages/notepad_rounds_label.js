/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Rounds_LabelInputs */

const en_notepad_rounds_label = /** @type {(inputs: Notepad_Rounds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fixed number of rounds (optional)`)
};

const de_notepad_rounds_label = /** @type {(inputs: Notepad_Rounds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feste Rundenzahl (freiwillig)`)
};

const fr_notepad_rounds_label = /** @type {(inputs: Notepad_Rounds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de manches fixe (facultatif)`)
};

const es_notepad_rounds_label = /** @type {(inputs: Notepad_Rounds_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número fijo de rondas (opcional)`)
};

/**
* | output |
* | --- |
* | "Fixed number of rounds (optional)" |
*
* @param {Notepad_Rounds_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_rounds_label = /** @type {((inputs?: Notepad_Rounds_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Rounds_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_rounds_label(inputs)
	if (locale === "fr") return fr_notepad_rounds_label(inputs)
	if (locale === "es") return es_notepad_rounds_label(inputs)
	return en_notepad_rounds_label(inputs)
});