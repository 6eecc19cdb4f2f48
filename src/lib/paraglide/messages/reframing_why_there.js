/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ there: NonNullable<unknown>, where: NonNullable<unknown> }} Reframing_Why_ThereInputs */

const en_reframing_why_there = /** @type {(inputs: Reframing_Why_ThereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}`)
};

const de_reframing_why_there = /** @type {(inputs: Reframing_Why_ThereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}`)
};

const fr_reframing_why_there = /** @type {(inputs: Reframing_Why_ThereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}`)
};

const es_reframing_why_there = /** @type {(inputs: Reframing_Why_ThereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}`)
};

/**
* | output |
* | --- |
* | "{there} {where}" |
*
* @param {Reframing_Why_ThereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_there = /** @type {((inputs: Reframing_Why_ThereInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_ThereInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_there(inputs)
	if (locale === "fr") return fr_reframing_why_there(inputs)
	if (locale === "es") return es_reframing_why_there(inputs)
	return en_reframing_why_there(inputs)
});