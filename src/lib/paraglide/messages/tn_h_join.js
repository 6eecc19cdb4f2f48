/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, start: NonNullable<unknown> }} Tn_H_JoinInputs */

const en_tn_h_join = /** @type {(inputs: Tn_H_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} joined, starting with ${i?.start}`)
};

const de_tn_h_join = /** @type {(inputs: Tn_H_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} steigt ein, Startwert ${i?.start}`)
};

const fr_tn_h_join = /** @type {(inputs: Tn_H_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} rejoint la table, avec ${i?.start} au départ`)
};

const es_tn_h_join = /** @type {(inputs: Tn_H_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} se une, empezando con ${i?.start}`)
};

/**
* | output |
* | --- |
* | "{name} joined, starting with {start}" |
*
* @param {Tn_H_JoinInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_join = /** @type {((inputs: Tn_H_JoinInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_JoinInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_join(inputs)
	if (locale === "fr") return fr_tn_h_join(inputs)
	if (locale === "es") return es_tn_h_join(inputs)
	return en_tn_h_join(inputs)
});