/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Of_Kind_Reals_SetsInputs */

const en_sub_of_kind_reals_sets = /** @type {(inputs: Sub_Of_Kind_Reals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`of real numbers and sets`)
};

const de_sub_of_kind_reals_sets = /** @type {(inputs: Sub_Of_Kind_Reals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`von reellen Zahlen und Mengen`)
};

const fr_sub_of_kind_reals_sets = /** @type {(inputs: Sub_Of_Kind_Reals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de nombres réels et d’ensembles`)
};

const es_sub_of_kind_reals_sets = /** @type {(inputs: Sub_Of_Kind_Reals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de números reales y conjuntos`)
};

/**
* | output |
* | --- |
* | "of real numbers and sets" |
*
* @param {Sub_Of_Kind_Reals_SetsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_of_kind_reals_sets = /** @type {((inputs?: Sub_Of_Kind_Reals_SetsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Of_Kind_Reals_SetsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_of_kind_reals_sets(inputs)
	if (locale === "fr") return fr_sub_of_kind_reals_sets(inputs)
	if (locale === "es") return es_sub_of_kind_reals_sets(inputs)
	return en_sub_of_kind_reals_sets(inputs)
});