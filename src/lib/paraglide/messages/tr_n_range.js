/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tr_N_RangeInputs */

const en_tr_n_range = /** @type {(inputs: Tr_N_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n must be a whole number from 1 to ${i?.max}.`)
};

const de_tr_n_range = /** @type {(inputs: Tr_N_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n muss eine ganze Zahl von 1 bis ${i?.max} sein.`)
};

const fr_tr_n_range = /** @type {(inputs: Tr_N_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n doit être un nombre entier de 1 à ${i?.max}.`)
};

const es_tr_n_range = /** @type {(inputs: Tr_N_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n debe ser un número entero de 1 a ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "n must be a whole number from 1 to {max}." |
*
* @param {Tr_N_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_n_range = /** @type {((inputs: Tr_N_RangeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_N_RangeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_n_range(inputs)
	if (locale === "fr") return fr_tr_n_range(inputs)
	if (locale === "es") return es_tr_n_range(inputs)
	return en_tr_n_range(inputs)
});