/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Fm_Plays_Same_AsInputs */

const en_fm_plays_same_as = /** @type {(inputs: Fm_Plays_Same_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Same as ${i?.name}`)
};

const de_fm_plays_same_as = /** @type {(inputs: Fm_Plays_Same_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dieselbe Person wie ${i?.name}`)
};

const fr_fm_plays_same_as = /** @type {(inputs: Fm_Plays_Same_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Même personne que ${i?.name}`)
};

const es_fm_plays_same_as = /** @type {(inputs: Fm_Plays_Same_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La misma persona que ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Same as {name}" |
*
* @param {Fm_Plays_Same_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_same_as = /** @type {((inputs: Fm_Plays_Same_AsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Same_AsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_same_as(inputs)
	if (locale === "fr") return fr_fm_plays_same_as(inputs)
	if (locale === "es") return es_fm_plays_same_as(inputs)
	return en_fm_plays_same_as(inputs)
});