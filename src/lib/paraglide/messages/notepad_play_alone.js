/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Play_AloneInputs */

const en_notepad_play_alone = /** @type {(inputs: Notepad_Play_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each for themselves`)
};

const de_notepad_play_alone = /** @type {(inputs: Notepad_Play_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder für sich`)
};

const fr_notepad_play_alone = /** @type {(inputs: Notepad_Play_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun pour soi`)
};

const es_notepad_play_alone = /** @type {(inputs: Notepad_Play_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada uno por su cuenta`)
};

/**
* | output |
* | --- |
* | "Each for themselves" |
*
* @param {Notepad_Play_AloneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_play_alone = /** @type {((inputs?: Notepad_Play_AloneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Play_AloneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_play_alone(inputs)
	if (locale === "fr") return fr_notepad_play_alone(inputs)
	if (locale === "es") return es_notepad_play_alone(inputs)
	return en_notepad_play_alone(inputs)
});