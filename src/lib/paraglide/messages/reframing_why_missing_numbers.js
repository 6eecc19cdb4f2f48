/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown>, missing: NonNullable<unknown> }} Reframing_Why_Missing_NumbersInputs */

const en_reframing_why_missing_numbers = /** @type {(inputs: Reframing_Why_Missing_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`frame ${i?.frame} has no ${i?.missing}`)
};

const de_reframing_why_missing_numbers = /** @type {(inputs: Reframing_Why_Missing_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`auf Rahmen ${i?.frame} fehlt ${i?.missing}`)
};

const fr_reframing_why_missing_numbers = /** @type {(inputs: Reframing_Why_Missing_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`il manque ${i?.missing} sur le cadre ${i?.frame}`)
};

const es_reframing_why_missing_numbers = /** @type {(inputs: Reframing_Why_Missing_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`en el marco ${i?.frame} falta ${i?.missing}`)
};

/**
* | output |
* | --- |
* | "frame {frame} has no {missing}" |
*
* @param {Reframing_Why_Missing_NumbersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_missing_numbers = /** @type {((inputs: Reframing_Why_Missing_NumbersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_Missing_NumbersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_missing_numbers(inputs)
	if (locale === "fr") return fr_reframing_why_missing_numbers(inputs)
	if (locale === "es") return es_reframing_why_missing_numbers(inputs)
	return en_reframing_why_missing_numbers(inputs)
});