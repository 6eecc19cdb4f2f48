/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ places: NonNullable<unknown>, limit: NonNullable<unknown> }} Notepad_Refusal_Coop_ScoreInputs */

const en_notepad_refusal_coop_score = /** @type {(inputs: Notepad_Refusal_Coop_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table’s score should be a number with at most ${i?.places} decimal places, at most ${i?.limit} either way.`)
};

const de_notepad_refusal_coop_score = /** @type {(inputs: Notepad_Refusal_Coop_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Punktzahl des Tisches sollte eine Zahl mit höchstens ${i?.places} Nachkommastellen sein, höchstens ${i?.limit} in jede Richtung.`)
};

const fr_notepad_refusal_coop_score = /** @type {(inputs: Notepad_Refusal_Coop_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le score de la table doit être un nombre d’au plus ${i?.places} décimales, d’au plus ${i?.limit} dans un sens ou dans l’autre.`)
};

const es_notepad_refusal_coop_score = /** @type {(inputs: Notepad_Refusal_Coop_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La puntuación de la mesa debe ser un número con ${i?.places} decimales como mucho, de ${i?.limit} como mucho en un sentido u otro.`)
};

/**
* | output |
* | --- |
* | "The table’s score should be a number with at most {places} decimal places, at most {limit} either way." |
*
* @param {Notepad_Refusal_Coop_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notepad_refusal_coop_score = /** @type {((inputs: Notepad_Refusal_Coop_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notepad_Refusal_Coop_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notepad_refusal_coop_score(inputs)
	if (locale === "fr") return fr_notepad_refusal_coop_score(inputs)
	if (locale === "es") return es_notepad_refusal_coop_score(inputs)
	return en_notepad_refusal_coop_score(inputs)
});