/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown>, n: NonNullable<unknown>, mean: NonNullable<unknown> }} Tr_Hard_ScoresInputs */

const en_tr_hard_scores = /** @type {(inputs: Tr_Hard_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You score ${i?.score} of ${i?.n}; each other player scores ${i?.mean} on average over the made-up lists.`)
};

const de_tr_hard_scores = /** @type {(inputs: Tr_Hard_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bekommst ${i?.score} von ${i?.n}; jeder andere Spieler bekommt im Schnitt ${i?.mean} über die ausgedachten Listen.`)
};

const fr_tr_hard_scores = /** @type {(inputs: Tr_Hard_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tu marques ${i?.score} sur ${i?.n} ; chaque autre joueur marque ${i?.mean} en moyenne sur les listes inventées.`)
};

const es_tr_hard_scores = /** @type {(inputs: Tr_Hard_ScoresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tú ganas ${i?.score} de ${i?.n}; cada uno de los demás gana ${i?.mean} de media con las listas inventadas.`)
};

/**
* | output |
* | --- |
* | "You score {score} of {n}; each other player scores {mean} on average over the made-up lists." |
*
* @param {Tr_Hard_ScoresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_hard_scores = /** @type {((inputs: Tr_Hard_ScoresInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Hard_ScoresInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_hard_scores(inputs)
	if (locale === "fr") return fr_tr_hard_scores(inputs)
	if (locale === "es") return es_tr_hard_scores(inputs)
	return en_tr_hard_scores(inputs)
});