/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Tn_H_Lost_ScoreInputs */

const en_tn_h_lost_score = /** @type {(inputs: Tn_H_Lost_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table lost with ${i?.score}`)
};

const de_tn_h_lost_score = /** @type {(inputs: Tn_H_Lost_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tisch hat mit ${i?.score} verloren`)
};

const fr_tn_h_lost_score = /** @type {(inputs: Tn_H_Lost_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La table a perdu avec ${i?.score}`)
};

const es_tn_h_lost_score = /** @type {(inputs: Tn_H_Lost_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La mesa perdió con ${i?.score}`)
};

/**
* | output |
* | --- |
* | "The table lost with {score}" |
*
* @param {Tn_H_Lost_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_lost_score = /** @type {((inputs: Tn_H_Lost_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_Lost_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_lost_score(inputs)
	if (locale === "fr") return fr_tn_h_lost_score(inputs)
	if (locale === "es") return es_tn_h_lost_score(inputs)
	return en_tn_h_lost_score(inputs)
});