/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Perm_Record_RoundInputs */

const en_perm_record_round = /** @type {(inputs: Perm_Record_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Record round ${i?.round}`)
};

const de_perm_record_round = /** @type {(inputs: Perm_Record_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round} eintragen`)
};

const fr_perm_record_round = /** @type {(inputs: Perm_Record_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enregistrer la manche ${i?.round}`)
};

const es_perm_record_round = /** @type {(inputs: Perm_Record_RoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anotar la ronda ${i?.round}`)
};

/**
* | output |
* | --- |
* | "Record round {round}" |
*
* @param {Perm_Record_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_record_round = /** @type {((inputs: Perm_Record_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Record_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_record_round(inputs)
	if (locale === "fr") return fr_perm_record_round(inputs)
	if (locale === "es") return es_perm_record_round(inputs)
	return en_perm_record_round(inputs)
});