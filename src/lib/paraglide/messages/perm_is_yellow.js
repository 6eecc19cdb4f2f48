/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Is_YellowInputs */

const en_perm_is_yellow = /** @type {(inputs: Perm_Is_YellowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yellow`)
};

const de_perm_is_yellow = /** @type {(inputs: Perm_Is_YellowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gelb`)
};

const fr_perm_is_yellow = /** @type {(inputs: Perm_Is_YellowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jaune`)
};

const es_perm_is_yellow = /** @type {(inputs: Perm_Is_YellowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`amarilla`)
};

/**
* | output |
* | --- |
* | "yellow" |
*
* @param {Perm_Is_YellowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_is_yellow = /** @type {((inputs?: Perm_Is_YellowInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Is_YellowInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_is_yellow(inputs)
	if (locale === "fr") return fr_perm_is_yellow(inputs)
	if (locale === "es") return es_perm_is_yellow(inputs)
	return en_perm_is_yellow(inputs)
});