/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Notepad_Coop_Result_Won_ScoreInputs */

const en_notepad_coop_result_won_score = /** @type {(inputs: Notepad_Coop_Result_Won_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table won together, with ${i?.score}.`)
};

const de_notepad_coop_result_won_score = /** @type {(inputs: Notepad_Coop_Result_Won_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tisch hat gemeinsam gewonnen, mit ${i?.score}.`)
};

const fr_notepad_coop_result_won_score = /** @type {(inputs: Notepad_Coop_Result_Won_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La table a gagné ensemble, avec ${i?.score}.`)
};

const es_notepad_coop_result_won_score = /** @type {(inputs: Notepad_Coop_Result_Won_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La mesa ha ganado junta, con ${i?.score}.`)
};

/**
* | output |
* | --- |
* | "The table won together, with {score}." |
*
* @param {Notepad_Coop_Result_Won_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_coop_result_won_score = /** @type {((inputs: Notepad_Coop_Result_Won_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Coop_Result_Won_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_coop_result_won_score(inputs)
	if (locale === "fr") return fr_notepad_coop_result_won_score(inputs)
	if (locale === "es") return es_notepad_coop_result_won_score(inputs)
	return en_notepad_coop_result_won_score(inputs)
});