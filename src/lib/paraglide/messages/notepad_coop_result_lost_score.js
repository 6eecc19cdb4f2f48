/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Notepad_Coop_Result_Lost_ScoreInputs */

const en_notepad_coop_result_lost_score = /** @type {(inputs: Notepad_Coop_Result_Lost_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table lost together, with ${i?.score}.`)
};

const de_notepad_coop_result_lost_score = /** @type {(inputs: Notepad_Coop_Result_Lost_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tisch hat gemeinsam verloren, mit ${i?.score}.`)
};

const fr_notepad_coop_result_lost_score = /** @type {(inputs: Notepad_Coop_Result_Lost_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La table a perdu ensemble, avec ${i?.score}.`)
};

const es_notepad_coop_result_lost_score = /** @type {(inputs: Notepad_Coop_Result_Lost_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La mesa ha perdido junta, con ${i?.score}.`)
};

/**
* | output |
* | --- |
* | "The table lost together, with {score}." |
*
* @param {Notepad_Coop_Result_Lost_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_coop_result_lost_score = /** @type {((inputs: Notepad_Coop_Result_Lost_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Coop_Result_Lost_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_coop_result_lost_score(inputs)
	if (locale === "fr") return fr_notepad_coop_result_lost_score(inputs)
	if (locale === "es") return es_notepad_coop_result_lost_score(inputs)
	return en_notepad_coop_result_lost_score(inputs)
});