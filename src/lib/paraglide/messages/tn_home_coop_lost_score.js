/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ score: NonNullable<unknown> }} Tn_Home_Coop_Lost_ScoreInputs */

const en_tn_home_coop_lost_score = /** @type {(inputs: Tn_Home_Coop_Lost_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table lost together with ${i?.score}`)
};

const de_tn_home_coop_lost_score = /** @type {(inputs: Tn_Home_Coop_Lost_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tisch hat gemeinsam mit ${i?.score} verloren`)
};

const fr_tn_home_coop_lost_score = /** @type {(inputs: Tn_Home_Coop_Lost_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La table a perdu ensemble avec ${i?.score}`)
};

const es_tn_home_coop_lost_score = /** @type {(inputs: Tn_Home_Coop_Lost_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La mesa perdió junta con ${i?.score}`)
};

/**
* | output |
* | --- |
* | "The table lost together with {score}" |
*
* @param {Tn_Home_Coop_Lost_ScoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_home_coop_lost_score = /** @type {((inputs: Tn_Home_Coop_Lost_ScoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Home_Coop_Lost_ScoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_home_coop_lost_score(inputs)
	if (locale === "fr") return fr_tn_home_coop_lost_score(inputs)
	if (locale === "es") return es_tn_home_coop_lost_score(inputs)
	return en_tn_home_coop_lost_score(inputs)
});