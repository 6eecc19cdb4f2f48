/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Held_SeparatorInputs */

const en_perm_held_separator = /** @type {(inputs: Perm_Held_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; `)
};

const de_perm_held_separator = /** @type {(inputs: Perm_Held_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; `)
};

const fr_perm_held_separator = /** @type {(inputs: Perm_Held_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` ; `)
};

const es_perm_held_separator = /** @type {(inputs: Perm_Held_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; `)
};

/**
* | output |
* | --- |
* | ";" |
*
* @param {Perm_Held_SeparatorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_held_separator = /** @type {((inputs?: Perm_Held_SeparatorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Held_SeparatorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_held_separator(inputs)
	if (locale === "fr") return fr_perm_held_separator(inputs)
	if (locale === "es") return es_perm_held_separator(inputs)
	return en_perm_held_separator(inputs)
});