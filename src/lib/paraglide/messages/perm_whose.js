/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Perm_WhoseInputs */

const en_perm_whose = /** @type {(inputs: Perm_WhoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s`)
};

const de_perm_whose = /** @type {(inputs: Perm_WhoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`von ${i?.name}`)
};

const fr_perm_whose = /** @type {(inputs: Perm_WhoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

const es_perm_whose = /** @type {(inputs: Perm_WhoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{name}'s" |
*
* @param {Perm_WhoseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_whose = /** @type {((inputs: Perm_WhoseInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_WhoseInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_whose(inputs)
	if (locale === "fr") return fr_perm_whose(inputs)
	if (locale === "es") return es_perm_whose(inputs)
	return en_perm_whose(inputs)
});