/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Coop_Result_WonInputs */

const en_notepad_coop_result_won = /** @type {(inputs: Notepad_Coop_Result_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table won together.`)
};

const de_notepad_coop_result_won = /** @type {(inputs: Notepad_Coop_Result_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch hat gemeinsam gewonnen.`)
};

const fr_notepad_coop_result_won = /** @type {(inputs: Notepad_Coop_Result_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table a gagné ensemble.`)
};

const es_notepad_coop_result_won = /** @type {(inputs: Notepad_Coop_Result_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa ha ganado junta.`)
};

/**
* | output |
* | --- |
* | "The table won together." |
*
* @param {Notepad_Coop_Result_WonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_coop_result_won = /** @type {((inputs?: Notepad_Coop_Result_WonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Coop_Result_WonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_coop_result_won(inputs)
	if (locale === "fr") return fr_notepad_coop_result_won(inputs)
	if (locale === "es") return es_notepad_coop_result_won(inputs)
	return en_notepad_coop_result_won(inputs)
});