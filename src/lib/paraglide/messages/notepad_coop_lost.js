/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Coop_LostInputs */

const en_notepad_coop_lost = /** @type {(inputs: Notepad_Coop_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We lost`)
};

const de_notepad_coop_lost = /** @type {(inputs: Notepad_Coop_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir haben verloren`)
};

const fr_notepad_coop_lost = /** @type {(inputs: Notepad_Coop_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons perdu`)
};

const es_notepad_coop_lost = /** @type {(inputs: Notepad_Coop_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hemos perdido`)
};

/**
* | output |
* | --- |
* | "We lost" |
*
* @param {Notepad_Coop_LostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_coop_lost = /** @type {((inputs?: Notepad_Coop_LostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Coop_LostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_coop_lost(inputs)
	if (locale === "fr") return fr_notepad_coop_lost(inputs)
	if (locale === "es") return es_notepad_coop_lost(inputs)
	return en_notepad_coop_lost(inputs)
});