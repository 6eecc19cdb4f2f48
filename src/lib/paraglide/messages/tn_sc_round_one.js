/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Sc_Round_OneInputs */

const en_tn_sc_round_one = /** @type {(inputs: Tn_Sc_Round_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`round 1`)
};

const de_tn_sc_round_one = /** @type {(inputs: Tn_Sc_Round_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runde 1`)
};

const fr_tn_sc_round_one = /** @type {(inputs: Tn_Sc_Round_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`manche 1`)
};

const es_tn_sc_round_one = /** @type {(inputs: Tn_Sc_Round_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ronda 1`)
};

/**
* | output |
* | --- |
* | "round 1" |
*
* @param {Tn_Sc_Round_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_sc_round_one = /** @type {((inputs?: Tn_Sc_Round_OneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Sc_Round_OneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_sc_round_one(inputs)
	if (locale === "fr") return fr_tn_sc_round_one(inputs)
	if (locale === "es") return es_tn_sc_round_one(inputs)
	return en_tn_sc_round_one(inputs)
});