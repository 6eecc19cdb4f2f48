/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Sets_Cannot_BeInputs */

const en_l3_f_sets_cannot_be = /** @type {(inputs: L3_F_Sets_Cannot_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sets cannot be compared with "<" or ">".`)
};

const de_l3_f_sets_cannot_be = /** @type {(inputs: L3_F_Sets_Cannot_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mengen lassen sich nicht mit „<“ oder „>“ vergleichen.`)
};

const fr_l3_f_sets_cannot_be = /** @type {(inputs: L3_F_Sets_Cannot_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des ensembles ne se comparent pas avec « < » ou « > ».`)
};

const es_l3_f_sets_cannot_be = /** @type {(inputs: L3_F_Sets_Cannot_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los conjuntos no se pueden comparar con «<» o «>».`)
};

/**
* | output |
* | --- |
* | "Sets cannot be compared with \"<\" or \">\"." |
*
* @param {L3_F_Sets_Cannot_BeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_sets_cannot_be = /** @type {((inputs?: L3_F_Sets_Cannot_BeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Sets_Cannot_BeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_sets_cannot_be(inputs)
	if (locale === "fr") return fr_l3_f_sets_cannot_be(inputs)
	if (locale === "es") return es_l3_f_sets_cannot_be(inputs)
	return en_l3_f_sets_cannot_be(inputs)
});