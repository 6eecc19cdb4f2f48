/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ frame: NonNullable<unknown> }} Reframing_Why_All_NumbersInputs */

const en_reframing_why_all_numbers = /** @type {(inputs: Reframing_Why_All_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`frame ${i?.frame} has every number from 1 to 6`)
};

const de_reframing_why_all_numbers = /** @type {(inputs: Reframing_Why_All_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rahmen ${i?.frame} hat jede Zahl von 1 bis 6`)
};

const fr_reframing_why_all_numbers = /** @type {(inputs: Reframing_Why_All_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`le cadre ${i?.frame} a tous les nombres de 1 à 6`)
};

const es_reframing_why_all_numbers = /** @type {(inputs: Reframing_Why_All_NumbersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el marco ${i?.frame} tiene todos los números del 1 al 6`)
};

/**
* | output |
* | --- |
* | "frame {frame} has every number from 1 to 6" |
*
* @param {Reframing_Why_All_NumbersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_why_all_numbers = /** @type {((inputs: Reframing_Why_All_NumbersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Why_All_NumbersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_why_all_numbers(inputs)
	if (locale === "fr") return fr_reframing_why_all_numbers(inputs)
	if (locale === "es") return es_reframing_why_all_numbers(inputs)
	return en_reframing_why_all_numbers(inputs)
});