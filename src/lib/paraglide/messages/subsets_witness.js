/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_WitnessInputs */

const en_subsets_witness = /** @type {(inputs: Subsets_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Witness:`)
};

const de_subsets_witness = /** @type {(inputs: Subsets_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeuge:`)
};

const fr_subsets_witness = /** @type {(inputs: Subsets_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Témoin :`)
};

const es_subsets_witness = /** @type {(inputs: Subsets_WitnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testigo:`)
};

/**
* | output |
* | --- |
* | "Witness:" |
*
* @param {Subsets_WitnessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_witness = /** @type {((inputs?: Subsets_WitnessInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_WitnessInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_witness(inputs)
	if (locale === "fr") return fr_subsets_witness(inputs)
	if (locale === "es") return es_subsets_witness(inputs)
	return en_subsets_witness(inputs)
});