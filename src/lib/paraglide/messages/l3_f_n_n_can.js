/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_N_N_CanInputs */

const en_l3_f_n_n_can = /** @type {(inputs: L3_F_N_N_CanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n^n can only be the whole term of an image, as in ${i?.example}; it is not read in arithmetic or conditions.`)
};

const de_l3_f_n_n_can = /** @type {(inputs: L3_F_N_N_CanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n^n kann nur der ganze Term eines Bildes sein, wie in ${i?.example}; in Rechnungen oder Bedingungen wird es nicht gelesen.`)
};

const fr_l3_f_n_n_can = /** @type {(inputs: L3_F_N_N_CanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n^n ne peut être que le terme entier d’une image, comme dans ${i?.example} ; il n’est pas lu dans un calcul ni dans une condition.`)
};

const es_l3_f_n_n_can = /** @type {(inputs: L3_F_N_N_CanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n^n solo puede ser el término completo de una imagen, como en ${i?.example}; no se lee en operaciones ni en condiciones.`)
};

/**
* | output |
* | --- |
* | "n^n can only be the whole term of an image, as in {example}; it is not read in arithmetic or conditions." |
*
* @param {L3_F_N_N_CanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_n_n_can = /** @type {((inputs: L3_F_N_N_CanInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_N_N_CanInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_n_n_can(inputs)
	if (locale === "fr") return fr_l3_f_n_n_can(inputs)
	if (locale === "es") return es_l3_f_n_n_can(inputs)
	return en_l3_f_n_n_can(inputs)
});