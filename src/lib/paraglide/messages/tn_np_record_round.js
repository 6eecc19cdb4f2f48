/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Tn_Np_Record_RoundInputs */

const en_tn_np_record_round = /** @type {(inputs: Tn_Np_Record_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Record round ${i?.round}`)
};

const de_tn_np_record_round = /** @type {(inputs: Tn_Np_Record_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round} eintragen`)
};

const fr_tn_np_record_round = /** @type {(inputs: Tn_Np_Record_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Noter la manche ${i?.round}`)
};

const es_tn_np_record_round = /** @type {(inputs: Tn_Np_Record_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anotar la ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "Record round {round}" |
*
* @param {Tn_Np_Record_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_record_round = /** @type {((inputs: Tn_Np_Record_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Record_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_record_round(inputs)
	if (locale === "fr") return fr_tn_np_record_round(inputs)
	if (locale === "es") return es_tn_np_record_round(inputs)
	return en_tn_np_record_round(inputs)
});