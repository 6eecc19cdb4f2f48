/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Tn_H_Won_ScoreInputs */

const en_tn_h_won_score = /** @type {(inputs: Tn_H_Won_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table won with ${i?.score}`)
};

const de_tn_h_won_score = /** @type {(inputs: Tn_H_Won_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tisch hat mit ${i?.score} gewonnen`)
};

const fr_tn_h_won_score = /** @type {(inputs: Tn_H_Won_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La table a gagné avec ${i?.score}`)
};

const es_tn_h_won_score = /** @type {(inputs: Tn_H_Won_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La mesa ganó con ${i?.score}`)
};

/**
* | output |
* | --- |
* | "The table won with {score}" |
*
* @param {Tn_H_Won_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_won_score = /** @type {((inputs: Tn_H_Won_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_Won_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_won_score(inputs)
	if (locale === "fr") return fr_tn_h_won_score(inputs)
	if (locale === "es") return es_tn_h_won_score(inputs)
	return en_tn_h_won_score(inputs)
});