/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ witness: NonNullable<unknown> }} Subsets_Recent_WitnessInputs */

const en_subsets_recent_witness = /** @type {(inputs: Subsets_Recent_WitnessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(witness ${i?.witness})`)
};

const de_subsets_recent_witness = /** @type {(inputs: Subsets_Recent_WitnessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(Zeuge ${i?.witness})`)
};

const fr_subsets_recent_witness = /** @type {(inputs: Subsets_Recent_WitnessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(témoin ${i?.witness})`)
};

const es_subsets_recent_witness = /** @type {(inputs: Subsets_Recent_WitnessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(testigo ${i?.witness})`)
};

/**
* | output |
* | --- |
* | "(witness {witness})" |
*
* @param {Subsets_Recent_WitnessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_recent_witness = /** @type {((inputs: Subsets_Recent_WitnessInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Recent_WitnessInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_recent_witness(inputs)
	if (locale === "fr") return fr_subsets_recent_witness(inputs)
	if (locale === "es") return es_subsets_recent_witness(inputs)
	return en_subsets_recent_witness(inputs)
});