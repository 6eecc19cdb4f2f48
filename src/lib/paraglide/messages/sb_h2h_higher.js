/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_H2h_HigherInputs */

const en_sb_h2h_higher = /** @type {(inputs: Sb_H2h_HigherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placed higher`)
};

const de_sb_h2h_higher = /** @type {(inputs: Sb_H2h_HigherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorne`)
};

const fr_sb_h2h_higher = /** @type {(inputs: Sb_H2h_HigherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devant`)
};

const es_sb_h2h_higher = /** @type {(inputs: Sb_H2h_HigherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por delante`)
};

/**
* | output |
* | --- |
* | "Placed higher" |
*
* @param {Sb_H2h_HigherInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_h2h_higher = /** @type {((inputs?: Sb_H2h_HigherInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_H2h_HigherInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_h2h_higher(inputs)
	if (locale === "fr") return fr_sb_h2h_higher(inputs)
	if (locale === "es") return es_sb_h2h_higher(inputs)
	return en_sb_h2h_higher(inputs)
});