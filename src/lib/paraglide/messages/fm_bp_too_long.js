/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, count: NonNullable<unknown>, max: NonNullable<unknown> }} Fm_Bp_Too_LongInputs */

const en_fm_bp_too_long = /** @type {(inputs: Fm_Bp_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} is ${i?.count} characters long; Tablemate takes at most ${i?.max}.`)
};

const de_fm_bp_too_long = /** @type {(inputs: Fm_Bp_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: ${i?.count} Zeichen lang; Tablemate nimmt höchstens ${i?.max}.`)
};

const fr_fm_bp_too_long = /** @type {(inputs: Fm_Bp_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} : ${i?.count} caractères ; Tablemate en accepte au plus ${i?.max}.`)
};

const es_fm_bp_too_long = /** @type {(inputs: Fm_Bp_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: ${i?.count} caracteres; Tablemate admite como máximo ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "{what} is {count} characters long; Tablemate takes at most {max}." |
*
* @param {Fm_Bp_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_too_long = /** @type {((inputs: Fm_Bp_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_Too_LongInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_too_long(inputs)
	if (locale === "fr") return fr_fm_bp_too_long(inputs)
	if (locale === "es") return es_fm_bp_too_long(inputs)
	return en_fm_bp_too_long(inputs)
});