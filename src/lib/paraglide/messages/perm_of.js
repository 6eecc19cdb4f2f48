/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Perm_OfInputs */

const en_perm_of = /** @type {(inputs: Perm_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.name}`)
};

const de_perm_of = /** @type {(inputs: Perm_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`von ${i?.name}`)
};

const fr_perm_of = /** @type {(inputs: Perm_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

const es_perm_of = /** @type {(inputs: Perm_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Perm_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_of = /** @type {((inputs: Perm_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_of(inputs)
	if (locale === "fr") return fr_perm_of(inputs)
	if (locale === "es") return es_perm_of(inputs)
	return en_perm_of(inputs)
});