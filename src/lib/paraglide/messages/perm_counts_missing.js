/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ whose: NonNullable<unknown> }} Perm_Counts_MissingInputs */

const en_perm_counts_missing = /** @type {(inputs: Perm_Counts_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.whose} colour counts are missing.`)
};

const de_perm_counts_missing = /** @type {(inputs: Perm_Counts_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Farbanzahlen ${i?.whose} fehlen.`)
};

const fr_perm_counts_missing = /** @type {(inputs: Perm_Counts_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il manque les comptes par couleur ${i?.whose}.`)
};

const es_perm_counts_missing = /** @type {(inputs: Perm_Counts_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Faltan los recuentos por color ${i?.whose}.`)
};

/**
* | output |
* | --- |
* | "{whose} colour counts are missing." |
*
* @param {Perm_Counts_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_counts_missing = /** @type {((inputs: Perm_Counts_MissingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Counts_MissingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_counts_missing(inputs)
	if (locale === "fr") return fr_perm_counts_missing(inputs)
	if (locale === "es") return es_perm_counts_missing(inputs)
	return en_perm_counts_missing(inputs)
});