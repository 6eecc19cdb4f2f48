/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tm_The_TableInputs */

const en_tm_the_table = /** @type {(inputs: Tm_The_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table`)
};

const de_tm_the_table = /** @type {(inputs: Tm_The_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch`)
};

const fr_tm_the_table = /** @type {(inputs: Tm_The_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table`)
};

const es_tm_the_table = /** @type {(inputs: Tm_The_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa`)
};

/**
* | output |
* | --- |
* | "The table" |
*
* @param {Tm_The_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tm_the_table = /** @type {((inputs?: Tm_The_TableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tm_The_TableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tm_the_table(inputs)
	if (locale === "fr") return fr_tm_the_table(inputs)
	if (locale === "es") return es_tm_the_table(inputs)
	return en_tm_the_table(inputs)
});