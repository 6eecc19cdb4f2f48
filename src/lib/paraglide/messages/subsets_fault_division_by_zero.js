/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Division_By_ZeroInputs */

const en_subsets_fault_division_by_zero = /** @type {(inputs: Subsets_Fault_Division_By_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card divides by zero.`)
};

const de_subsets_fault_division_by_zero = /** @type {(inputs: Subsets_Fault_Division_By_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Karte teilt durch null.`)
};

const fr_subsets_fault_division_by_zero = /** @type {(inputs: Subsets_Fault_Division_By_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carte divise par zéro.`)
};

const es_subsets_fault_division_by_zero = /** @type {(inputs: Subsets_Fault_Division_By_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La carta divide entre cero.`)
};

/**
* | output |
* | --- |
* | "The card divides by zero." |
*
* @param {Subsets_Fault_Division_By_ZeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_division_by_zero = /** @type {((inputs?: Subsets_Fault_Division_By_ZeroInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Division_By_ZeroInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_division_by_zero(inputs)
	if (locale === "fr") return fr_subsets_fault_division_by_zero(inputs)
	if (locale === "es") return es_subsets_fault_division_by_zero(inputs)
	return en_subsets_fault_division_by_zero(inputs)
});