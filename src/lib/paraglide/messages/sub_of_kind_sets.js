/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Of_Kind_SetsInputs */

const en_sub_of_kind_sets = /** @type {(inputs: Sub_Of_Kind_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`of sets`)
};

const de_sub_of_kind_sets = /** @type {(inputs: Sub_Of_Kind_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`von Mengen`)
};

const fr_sub_of_kind_sets = /** @type {(inputs: Sub_Of_Kind_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`d’ensembles`)
};

const es_sub_of_kind_sets = /** @type {(inputs: Sub_Of_Kind_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`de conjuntos`)
};

/**
* | output |
* | --- |
* | "of sets" |
*
* @param {Sub_Of_Kind_SetsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_of_kind_sets = /** @type {((inputs?: Sub_Of_Kind_SetsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Of_Kind_SetsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_of_kind_sets(inputs)
	if (locale === "fr") return fr_sub_of_kind_sets(inputs)
	if (locale === "es") return es_sub_of_kind_sets(inputs)
	return en_sub_of_kind_sets(inputs)
});