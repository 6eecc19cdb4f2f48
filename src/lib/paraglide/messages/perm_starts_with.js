/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Perm_Starts_WithInputs */

const en_perm_starts_with = /** @type {(inputs: Perm_Starts_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} starts with`)
};

const de_perm_starts_with = /** @type {(inputs: Perm_Starts_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} beginnt mit`)
};

const fr_perm_starts_with = /** @type {(inputs: Perm_Starts_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} commence avec`)
};

const es_perm_starts_with = /** @type {(inputs: Perm_Starts_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} empieza con`)
};

/**
* | output |
* | --- |
* | "{name} starts with" |
*
* @param {Perm_Starts_WithInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_starts_with = /** @type {((inputs: Perm_Starts_WithInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Starts_WithInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_starts_with(inputs)
	if (locale === "fr") return fr_perm_starts_with(inputs)
	if (locale === "es") return es_perm_starts_with(inputs)
	return en_perm_starts_with(inputs)
});