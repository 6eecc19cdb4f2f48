/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_H2h_OfInputs */

const en_sb_h2h_of = /** @type {(inputs: Sb_H2h_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the head to head of`)
};

const de_sb_h2h_of = /** @type {(inputs: Sb_H2h_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direkten Vergleich zeigen für`)
};

const fr_sb_h2h_of = /** @type {(inputs: Sb_H2h_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher le face-à-face de`)
};

const es_sb_h2h_of = /** @type {(inputs: Sb_H2h_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar el cara a cara de`)
};

/**
* | output |
* | --- |
* | "Show the head to head of" |
*
* @param {Sb_H2h_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_h2h_of = /** @type {((inputs?: Sb_H2h_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_H2h_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_h2h_of(inputs)
	if (locale === "fr") return fr_sb_h2h_of(inputs)
	if (locale === "es") return es_sb_h2h_of(inputs)
	return en_sb_h2h_of(inputs)
});