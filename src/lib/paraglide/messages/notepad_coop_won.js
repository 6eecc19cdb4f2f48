/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Coop_WonInputs */

const en_notepad_coop_won = /** @type {(inputs: Notepad_Coop_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We won`)
};

const de_notepad_coop_won = /** @type {(inputs: Notepad_Coop_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben gewonnen`)
};

const fr_notepad_coop_won = /** @type {(inputs: Notepad_Coop_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons gagné`)
};

const es_notepad_coop_won = /** @type {(inputs: Notepad_Coop_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hemos ganado`)
};

/**
* | output |
* | --- |
* | "We won" |
*
* @param {Notepad_Coop_WonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_coop_won = /** @type {((inputs?: Notepad_Coop_WonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Coop_WonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_coop_won(inputs)
	if (locale === "fr") return fr_notepad_coop_won(inputs)
	if (locale === "es") return es_notepad_coop_won(inputs)
	return en_notepad_coop_won(inputs)
});