/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Fm_Bp_MissingInputs */

const en_fm_bp_missing = /** @type {(inputs: Fm_Bp_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} is missing.`)
};

const de_fm_bp_missing = /** @type {(inputs: Fm_Bp_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: fehlt.`)
};

const fr_fm_bp_missing = /** @type {(inputs: Fm_Bp_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} : manquant.`)
};

const es_fm_bp_missing = /** @type {(inputs: Fm_Bp_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: falta.`)
};

/**
* | output |
* | --- |
* | "{what} is missing." |
*
* @param {Fm_Bp_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_missing = /** @type {((inputs: Fm_Bp_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_MissingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_missing(inputs)
	if (locale === "fr") return fr_fm_bp_missing(inputs)
	if (locale === "es") return es_fm_bp_missing(inputs)
	return en_fm_bp_missing(inputs)
});