/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown> }} Perm_TookInputs */

const en_perm_took = /** @type {(inputs: Perm_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`took ${i?.card}`)
};

const de_perm_took = /** @type {(inputs: Perm_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`nahm ${i?.card}`)
};

const fr_perm_took = /** @type {(inputs: Perm_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a pris ${i?.card}`)
};

const es_perm_took = /** @type {(inputs: Perm_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`se llevó ${i?.card}`)
};

/**
* | output |
* | --- |
* | "took {card}" |
*
* @param {Perm_TookInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_took = /** @type {((inputs: Perm_TookInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_TookInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_took(inputs)
	if (locale === "fr") return fr_perm_took(inputs)
	if (locale === "es") return es_perm_took(inputs)
	return en_perm_took(inputs)
});