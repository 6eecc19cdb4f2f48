/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Coop_Result_LostInputs */

const en_notepad_coop_result_lost = /** @type {(inputs: Notepad_Coop_Result_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table lost together.`)
};

const de_notepad_coop_result_lost = /** @type {(inputs: Notepad_Coop_Result_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch hat gemeinsam verloren.`)
};

const fr_notepad_coop_result_lost = /** @type {(inputs: Notepad_Coop_Result_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table a perdu ensemble.`)
};

const es_notepad_coop_result_lost = /** @type {(inputs: Notepad_Coop_Result_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa ha perdido junta.`)
};

/**
* | output |
* | --- |
* | "The table lost together." |
*
* @param {Notepad_Coop_Result_LostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_coop_result_lost = /** @type {((inputs?: Notepad_Coop_Result_LostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Coop_Result_LostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_coop_result_lost(inputs)
	if (locale === "fr") return fr_notepad_coop_result_lost(inputs)
	if (locale === "es") return es_notepad_coop_result_lost(inputs)
	return en_notepad_coop_result_lost(inputs)
});