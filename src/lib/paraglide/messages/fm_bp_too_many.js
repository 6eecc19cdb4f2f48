/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, count: NonNullable<unknown>, max: NonNullable<unknown> }} Fm_Bp_Too_ManyInputs */

const en_fm_bp_too_many = /** @type {(inputs: Fm_Bp_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} has ${i?.count} entries; Tablemate takes at most ${i?.max}.`)
};

const de_fm_bp_too_many = /** @type {(inputs: Fm_Bp_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: ${i?.count} Einträge; Tablemate nimmt höchstens ${i?.max}.`)
};

const fr_fm_bp_too_many = /** @type {(inputs: Fm_Bp_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} : ${i?.count} éléments ; Tablemate en accepte au plus ${i?.max}.`)
};

const es_fm_bp_too_many = /** @type {(inputs: Fm_Bp_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: ${i?.count} elementos; Tablemate admite como máximo ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "{what} has {count} entries; Tablemate takes at most {max}." |
*
* @param {Fm_Bp_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_too_many = /** @type {((inputs: Fm_Bp_Too_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_Too_ManyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_too_many(inputs)
	if (locale === "fr") return fr_fm_bp_too_many(inputs)
	if (locale === "es") return es_fm_bp_too_many(inputs)
	return en_fm_bp_too_many(inputs)
});