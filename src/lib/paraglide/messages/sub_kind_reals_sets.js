/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Kind_Reals_SetsInputs */

const en_sub_kind_reals_sets = /** @type {(inputs: Sub_Kind_Reals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`real numbers and sets`)
};

const de_sub_kind_reals_sets = /** @type {(inputs: Sub_Kind_Reals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reellen Zahlen und Mengen`)
};

const fr_sub_kind_reals_sets = /** @type {(inputs: Sub_Kind_Reals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombres réels et ensembles`)
};

const es_sub_kind_reals_sets = /** @type {(inputs: Sub_Kind_Reals_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`números reales y conjuntos`)
};

/**
* | output |
* | --- |
* | "real numbers and sets" |
*
* @param {Sub_Kind_Reals_SetsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_kind_reals_sets = /** @type {((inputs?: Sub_Kind_Reals_SetsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Kind_Reals_SetsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_kind_reals_sets(inputs)
	if (locale === "fr") return fr_sub_kind_reals_sets(inputs)
	if (locale === "es") return es_sub_kind_reals_sets(inputs)
	return en_sub_kind_reals_sets(inputs)
});