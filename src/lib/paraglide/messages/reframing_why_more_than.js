/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ there: NonNullable<unknown>, where: NonNullable<unknown>, threshold: NonNullable<unknown> }} Reframing_Why_More_ThanInputs */

const en_reframing_why_more_than = /** @type {(inputs: Reframing_Why_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, more than ${i?.threshold}`)
};

const de_reframing_why_more_than = /** @type {(inputs: Reframing_Why_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, mehr als ${i?.threshold}`)
};

const fr_reframing_why_more_than = /** @type {(inputs: Reframing_Why_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, plus de ${i?.threshold}`)
};

const es_reframing_why_more_than = /** @type {(inputs: Reframing_Why_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, más de ${i?.threshold}`)
};

/**
* | output |
* | --- |
* | "{there} {where}, more than {threshold}" |
*
* @param {Reframing_Why_More_ThanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_more_than = /** @type {((inputs: Reframing_Why_More_ThanInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_More_ThanInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_more_than(inputs)
	if (locale === "fr") return fr_reframing_why_more_than(inputs)
	if (locale === "es") return es_reframing_why_more_than(inputs)
	return en_reframing_why_more_than(inputs)
});