/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ there: NonNullable<unknown>, where: NonNullable<unknown>, threshold: NonNullable<unknown> }} Reframing_Why_At_LeastInputs */

const en_reframing_why_at_least = /** @type {(inputs: Reframing_Why_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, at least ${i?.threshold}`)
};

const de_reframing_why_at_least = /** @type {(inputs: Reframing_Why_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, mindestens ${i?.threshold}`)
};

const fr_reframing_why_at_least = /** @type {(inputs: Reframing_Why_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, au moins ${i?.threshold}`)
};

const es_reframing_why_at_least = /** @type {(inputs: Reframing_Why_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, al menos ${i?.threshold}`)
};

/**
* | output |
* | --- |
* | "{there} {where}, at least {threshold}" |
*
* @param {Reframing_Why_At_LeastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_at_least = /** @type {((inputs: Reframing_Why_At_LeastInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_At_LeastInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_at_least(inputs)
	if (locale === "fr") return fr_reframing_why_at_least(inputs)
	if (locale === "es") return es_reframing_why_at_least(inputs)
	return en_reframing_why_at_least(inputs)
});