/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Target_LabelInputs */

const en_notepad_target_label = /** @type {(inputs: Notepad_Target_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Target score (optional)`)
};

const de_notepad_target_label = /** @type {(inputs: Notepad_Target_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zielpunktzahl (freiwillig)`)
};

const fr_notepad_target_label = /** @type {(inputs: Notepad_Target_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score à atteindre (facultatif)`)
};

const es_notepad_target_label = /** @type {(inputs: Notepad_Target_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación objetivo (opcional)`)
};

/**
* | output |
* | --- |
* | "Target score (optional)" |
*
* @param {Notepad_Target_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_target_label = /** @type {((inputs?: Notepad_Target_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Target_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_target_label(inputs)
	if (locale === "fr") return fr_notepad_target_label(inputs)
	if (locale === "es") return es_notepad_target_label(inputs)
	return en_notepad_target_label(inputs)
});