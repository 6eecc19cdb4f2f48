/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_NInputs */

const en_fm_hr_n = /** @type {(inputs: Fm_Hr_NInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List length n`)
};

const de_fm_hr_n = /** @type {(inputs: Fm_Hr_NInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listenlänge n`)
};

const fr_fm_hr_n = /** @type {(inputs: Fm_Hr_NInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longueur des listes n`)
};

const es_fm_hr_n = /** @type {(inputs: Fm_Hr_NInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Longitud de las listas n`)
};

/**
* | output |
* | --- |
* | "List length n" |
*
* @param {Fm_Hr_NInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_n = /** @type {((inputs?: Fm_Hr_NInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_NInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_n(inputs)
	if (locale === "fr") return fr_fm_hr_n(inputs)
	if (locale === "es") return es_fm_hr_n(inputs)
	return en_fm_hr_n(inputs)
});