/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Result_Coop_WonInputs */

const en_pl_result_coop_won = /** @type {(inputs: Pl_Result_Coop_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Won together`)
};

const de_pl_result_coop_won = /** @type {(inputs: Pl_Result_Coop_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeinsam gewonnen`)
};

const fr_pl_result_coop_won = /** @type {(inputs: Pl_Result_Coop_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagnée ensemble`)
};

const es_pl_result_coop_won = /** @type {(inputs: Pl_Result_Coop_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganada juntos`)
};

/**
* | output |
* | --- |
* | "Won together" |
*
* @param {Pl_Result_Coop_WonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_result_coop_won = /** @type {((inputs?: Pl_Result_Coop_WonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Result_Coop_WonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_result_coop_won(inputs)
	if (locale === "fr") return fr_pl_result_coop_won(inputs)
	if (locale === "es") return es_pl_result_coop_won(inputs)
	return en_pl_result_coop_won(inputs)
});