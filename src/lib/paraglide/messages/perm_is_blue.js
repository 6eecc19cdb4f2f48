/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Is_BlueInputs */

const en_perm_is_blue = /** @type {(inputs: Perm_Is_BlueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`blue`)
};

const de_perm_is_blue = /** @type {(inputs: Perm_Is_BlueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`blau`)
};

const fr_perm_is_blue = /** @type {(inputs: Perm_Is_BlueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bleue`)
};

const es_perm_is_blue = /** @type {(inputs: Perm_Is_BlueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`azul`)
};

/**
* | output |
* | --- |
* | "blue" |
*
* @param {Perm_Is_BlueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_is_blue = /** @type {((inputs?: Perm_Is_BlueInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Is_BlueInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_is_blue(inputs)
	if (locale === "fr") return fr_perm_is_blue(inputs)
	if (locale === "es") return es_perm_is_blue(inputs)
	return en_perm_is_blue(inputs)
});