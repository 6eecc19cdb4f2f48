/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Of_Kind_Rationals_SetsInputs */

const en_sub_of_kind_rationals_sets = /** @type {(inputs: Sub_Of_Kind_Rationals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`of rational numbers and sets`)
};

const de_sub_of_kind_rationals_sets = /** @type {(inputs: Sub_Of_Kind_Rationals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`von rationalen Zahlen und Mengen`)
};

const fr_sub_of_kind_rationals_sets = /** @type {(inputs: Sub_Of_Kind_Rationals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de nombres rationnels et d’ensembles`)
};

const es_sub_of_kind_rationals_sets = /** @type {(inputs: Sub_Of_Kind_Rationals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de números racionales y conjuntos`)
};

/**
* | output |
* | --- |
* | "of rational numbers and sets" |
*
* @param {Sub_Of_Kind_Rationals_SetsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_of_kind_rationals_sets = /** @type {((inputs?: Sub_Of_Kind_Rationals_SetsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Of_Kind_Rationals_SetsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_of_kind_rationals_sets(inputs)
	if (locale === "fr") return fr_sub_of_kind_rationals_sets(inputs)
	if (locale === "es") return es_sub_of_kind_rationals_sets(inputs)
	return en_sub_of_kind_rationals_sets(inputs)
});