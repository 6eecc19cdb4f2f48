/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Sub_Unknown_RationalInputs */

const en_sub_unknown_rational = /** @type {(inputs: Sub_Unknown_RationalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody knows whether ${i?.number} is rational, so nobody can tell whether it is in S.`)
};

const de_sub_unknown_rational = /** @type {(inputs: Sub_Unknown_RationalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Niemand weiß, ob ${i?.number} rational ist, also kann niemand sagen, ob die Zahl in S liegt.`)
};

const fr_sub_unknown_rational = /** @type {(inputs: Sub_Unknown_RationalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Personne ne sait si ${i?.number} est rationnel, donc personne ne peut dire s’il est dans S.`)
};

const es_sub_unknown_rational = /** @type {(inputs: Sub_Unknown_RationalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nadie sabe si ${i?.number} es racional, así que nadie puede decir si está en S.`)
};

/**
* | output |
* | --- |
* | "Nobody knows whether {number} is rational, so nobody can tell whether it is in S." |
*
* @param {Sub_Unknown_RationalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_unknown_rational = /** @type {((inputs: Sub_Unknown_RationalInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Unknown_RationalInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_unknown_rational(inputs)
	if (locale === "fr") return fr_sub_unknown_rational(inputs)
	if (locale === "es") return es_sub_unknown_rational(inputs)
	return en_sub_unknown_rational(inputs)
});