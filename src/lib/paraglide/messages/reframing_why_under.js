/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ there: NonNullable<unknown>, where: NonNullable<unknown>, least: NonNullable<unknown> }} Reframing_Why_UnderInputs */

const en_reframing_why_under = /** @type {(inputs: Reframing_Why_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, fewer than ${i?.least}`)
};

const de_reframing_why_under = /** @type {(inputs: Reframing_Why_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, weniger als ${i?.least}`)
};

const fr_reframing_why_under = /** @type {(inputs: Reframing_Why_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, moins de ${i?.least}`)
};

const es_reframing_why_under = /** @type {(inputs: Reframing_Why_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.there} ${i?.where}, menos de ${i?.least}`)
};

/**
* | output |
* | --- |
* | "{there} {where}, fewer than {least}" |
*
* @param {Reframing_Why_UnderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_under = /** @type {((inputs: Reframing_Why_UnderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_UnderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_under(inputs)
	if (locale === "fr") return fr_reframing_why_under(inputs)
	if (locale === "es") return es_reframing_why_under(inputs)
	return en_reframing_why_under(inputs)
});