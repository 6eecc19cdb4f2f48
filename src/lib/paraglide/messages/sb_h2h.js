/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_H2hInputs */

const en_sb_h2h = /** @type {(inputs: Sb_H2hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Head to head`)
};

const de_sb_h2h = /** @type {(inputs: Sb_H2hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direkter Vergleich`)
};

const fr_sb_h2h = /** @type {(inputs: Sb_H2hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Face-à-face`)
};

const es_sb_h2h = /** @type {(inputs: Sb_H2hInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cara a cara`)
};

/**
* | output |
* | --- |
* | "Head to head" |
*
* @param {Sb_H2hInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_h2h = /** @type {((inputs?: Sb_H2hInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_H2hInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_h2h(inputs)
	if (locale === "fr") return fr_sb_h2h(inputs)
	if (locale === "es") return es_sb_h2h(inputs)
	return en_sb_h2h(inputs)
});