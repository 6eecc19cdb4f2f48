/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_H2h_NoneInputs */

const en_sb_h2h_none = /** @type {(inputs: Sb_H2h_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody has played against anybody else yet.`)
};

const de_sb_h2h_none = /** @type {(inputs: Sb_H2h_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch hat niemand gegen jemand anderen gespielt.`)
};

const fr_sb_h2h_none = /** @type {(inputs: Sb_H2h_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n’a encore joué contre quelqu’un d’autre.`)
};

const es_sb_h2h_none = /** @type {(inputs: Sb_H2h_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie ha jugado todavía contra nadie.`)
};

/**
* | output |
* | --- |
* | "Nobody has played against anybody else yet." |
*
* @param {Sb_H2h_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_h2h_none = /** @type {((inputs?: Sb_H2h_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_H2h_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_h2h_none(inputs)
	if (locale === "fr") return fr_sb_h2h_none(inputs)
	if (locale === "es") return es_sb_h2h_none(inputs)
	return en_sb_h2h_none(inputs)
});