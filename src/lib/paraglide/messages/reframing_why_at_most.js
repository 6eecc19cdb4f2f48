/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ there: NonNullable<unknown>, where: NonNullable<unknown>, threshold: NonNullable<unknown> }} Reframing_Why_At_MostInputs */

const en_reframing_why_at_most = /** @type {(inputs: Reframing_Why_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, at most ${i?.threshold}`)
};

const de_reframing_why_at_most = /** @type {(inputs: Reframing_Why_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, höchstens ${i?.threshold}`)
};

const fr_reframing_why_at_most = /** @type {(inputs: Reframing_Why_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, au plus ${i?.threshold}`)
};

const es_reframing_why_at_most = /** @type {(inputs: Reframing_Why_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, como mucho ${i?.threshold}`)
};

/**
* | output |
* | --- |
* | "{there} {where}, at most {threshold}" |
*
* @param {Reframing_Why_At_MostInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_at_most = /** @type {((inputs: Reframing_Why_At_MostInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_At_MostInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_at_most(inputs)
	if (locale === "fr") return fr_reframing_why_at_most(inputs)
	if (locale === "es") return es_reframing_why_at_most(inputs)
	return en_reframing_why_at_most(inputs)
});