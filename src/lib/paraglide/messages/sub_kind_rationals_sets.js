/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Kind_Rationals_SetsInputs */

const en_sub_kind_rationals_sets = /** @type {(inputs: Sub_Kind_Rationals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rational numbers and sets`)
};

const de_sub_kind_rationals_sets = /** @type {(inputs: Sub_Kind_Rationals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rationalen Zahlen und Mengen`)
};

const fr_sub_kind_rationals_sets = /** @type {(inputs: Sub_Kind_Rationals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombres rationnels et ensembles`)
};

const es_sub_kind_rationals_sets = /** @type {(inputs: Sub_Kind_Rationals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`números racionales y conjuntos`)
};

/**
* | output |
* | --- |
* | "rational numbers and sets" |
*
* @param {Sub_Kind_Rationals_SetsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_kind_rationals_sets = /** @type {((inputs?: Sub_Kind_Rationals_SetsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Kind_Rationals_SetsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_kind_rationals_sets(inputs)
	if (locale === "fr") return fr_sub_kind_rationals_sets(inputs)
	if (locale === "es") return es_sub_kind_rationals_sets(inputs)
	return en_sub_kind_rationals_sets(inputs)
});