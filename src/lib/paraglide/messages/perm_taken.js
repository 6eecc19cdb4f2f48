/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_TakenInputs */

const en_perm_taken = /** @type {(inputs: Perm_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`taken`)
};

const de_perm_taken = /** @type {(inputs: Perm_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`genommen`)
};

const fr_perm_taken = /** @type {(inputs: Perm_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prise`)
};

const es_perm_taken = /** @type {(inputs: Perm_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`llevada`)
};

/**
* | output |
* | --- |
* | "taken" |
*
* @param {Perm_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_taken = /** @type {((inputs?: Perm_TakenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_TakenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_taken(inputs)
	if (locale === "fr") return fr_perm_taken(inputs)
	if (locale === "es") return es_perm_taken(inputs)
	return en_perm_taken(inputs)
});