/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ witness: NonNullable<unknown> }} Subsets_Witness_ReasonInputs */

const en_subsets_witness_reason = /** @type {(inputs: Subsets_Witness_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.witness} is in A but not in S.`)
};

const de_subsets_witness_reason = /** @type {(inputs: Subsets_Witness_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.witness} liegt in A, aber nicht in S.`)
};

const fr_subsets_witness_reason = /** @type {(inputs: Subsets_Witness_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.witness} est dans A mais pas dans S.`)
};

const es_subsets_witness_reason = /** @type {(inputs: Subsets_Witness_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.witness} está en A pero no en S.`)
};

/**
* | output |
* | --- |
* | "{witness} is in A but not in S." |
*
* @param {Subsets_Witness_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_witness_reason = /** @type {((inputs: Subsets_Witness_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Witness_ReasonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_witness_reason(inputs)
	if (locale === "fr") return fr_subsets_witness_reason(inputs)
	if (locale === "es") return es_subsets_witness_reason(inputs)
	return en_subsets_witness_reason(inputs)
});