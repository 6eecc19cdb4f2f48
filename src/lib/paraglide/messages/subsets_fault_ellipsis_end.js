/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Fault_Ellipsis_EndInputs */

const en_subsets_fault_ellipsis_end = /** @type {(inputs: Subsets_Fault_Ellipsis_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ellipsis never reaches its last term.`)
};

const de_subsets_fault_ellipsis_end = /** @type {(inputs: Subsets_Fault_Ellipsis_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Auslassung erreicht ihr letztes Glied nie.`)
};

const fr_subsets_fault_ellipsis_end = /** @type {(inputs: Subsets_Fault_Ellipsis_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les points de suspension n’atteignent jamais leur dernier terme.`)
};

const es_subsets_fault_ellipsis_end = /** @type {(inputs: Subsets_Fault_Ellipsis_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los puntos suspensivos nunca llegan a su último término.`)
};

/**
* | output |
* | --- |
* | "The ellipsis never reaches its last term." |
*
* @param {Subsets_Fault_Ellipsis_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_fault_ellipsis_end = /** @type {((inputs?: Subsets_Fault_Ellipsis_EndInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Fault_Ellipsis_EndInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_fault_ellipsis_end(inputs)
	if (locale === "fr") return fr_subsets_fault_ellipsis_end(inputs)
	if (locale === "es") return es_subsets_fault_ellipsis_end(inputs)
	return en_subsets_fault_ellipsis_end(inputs)
});