/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Result_Coop_LostInputs */

const en_pl_result_coop_lost = /** @type {(inputs: Pl_Result_Coop_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lost together`)
};

const de_pl_result_coop_lost = /** @type {(inputs: Pl_Result_Coop_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeinsam verloren`)
};

const fr_pl_result_coop_lost = /** @type {(inputs: Pl_Result_Coop_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perdue ensemble`)
};

const es_pl_result_coop_lost = /** @type {(inputs: Pl_Result_Coop_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perdida juntos`)
};

/**
* | output |
* | --- |
* | "Lost together" |
*
* @param {Pl_Result_Coop_LostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_result_coop_lost = /** @type {((inputs?: Pl_Result_Coop_LostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Result_Coop_LostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_result_coop_lost(inputs)
	if (locale === "fr") return fr_pl_result_coop_lost(inputs)
	if (locale === "es") return es_pl_result_coop_lost(inputs)
	return en_pl_result_coop_lost(inputs)
});