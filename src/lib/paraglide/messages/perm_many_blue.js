/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Many_BlueInputs */

const en_perm_many_blue = /** @type {(inputs: Perm_Many_BlueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`blue`)
};

const de_perm_many_blue = /** @type {(inputs: Perm_Many_BlueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`blaue`)
};

const fr_perm_many_blue = /** @type {(inputs: Perm_Many_BlueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bleues`)
};

const es_perm_many_blue = /** @type {(inputs: Perm_Many_BlueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`azules`)
};

/**
* | output |
* | --- |
* | "blue" |
*
* @param {Perm_Many_BlueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_many_blue = /** @type {((inputs?: Perm_Many_BlueInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Many_BlueInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_many_blue(inputs)
	if (locale === "fr") return fr_perm_many_blue(inputs)
	if (locale === "es") return es_perm_many_blue(inputs)
	return en_perm_many_blue(inputs)
});