/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notepad_Coop_ScoreInputs */

const en_notepad_coop_score = /** @type {(inputs: Notepad_Coop_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table’s score (optional)`)
};

const de_notepad_coop_score = /** @type {(inputs: Notepad_Coop_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punktzahl des Tisches (freiwillig)`)
};

const fr_notepad_coop_score = /** @type {(inputs: Notepad_Coop_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score de la table (facultatif)`)
};

const es_notepad_coop_score = /** @type {(inputs: Notepad_Coop_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación de la mesa (opcional)`)
};

/**
* | output |
* | --- |
* | "The table’s score (optional)" |
*
* @param {Notepad_Coop_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_coop_score = /** @type {((inputs?: Notepad_Coop_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Coop_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_coop_score(inputs)
	if (locale === "fr") return fr_notepad_coop_score(inputs)
	if (locale === "es") return es_notepad_coop_score(inputs)
	return en_notepad_coop_score(inputs)
});