/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_TiesInputs */

const en_fm_hr_ties = /** @type {(inputs: Fm_Hr_TiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the highest totals are equal at the end`)
};

const de_fm_hr_ties = /** @type {(inputs: Fm_Hr_TiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn am Ende die höchsten Summen gleich sind`)
};

const fr_fm_hr_ties = /** @type {(inputs: Fm_Hr_TiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si les meilleurs totaux sont à égalité à la fin`)
};

const es_fm_hr_ties = /** @type {(inputs: Fm_Hr_TiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si al final los totales más altos empatan`)
};

/**
* | output |
* | --- |
* | "When the highest totals are equal at the end" |
*
* @param {Fm_Hr_TiesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_ties = /** @type {((inputs?: Fm_Hr_TiesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_TiesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_ties(inputs)
	if (locale === "fr") return fr_fm_hr_ties(inputs)
	if (locale === "es") return es_fm_hr_ties(inputs)
	return en_fm_hr_ties(inputs)
});