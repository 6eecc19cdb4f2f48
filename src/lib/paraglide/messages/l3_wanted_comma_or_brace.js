/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brace: NonNullable<unknown> }} L3_Wanted_Comma_Or_BraceInputs */

const en_l3_wanted_comma_or_brace = /** @type {(inputs: L3_Wanted_Comma_Or_BraceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"," or "${i?.brace}"`)
};

const de_l3_wanted_comma_or_brace = /** @type {(inputs: L3_Wanted_Comma_Or_BraceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„,“ oder „${i?.brace}“`)
};

const fr_l3_wanted_comma_or_brace = /** @type {(inputs: L3_Wanted_Comma_Or_BraceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« , » ou « ${i?.brace} »`)
};

const es_l3_wanted_comma_or_brace = /** @type {(inputs: L3_Wanted_Comma_Or_BraceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«,» o «${i?.brace}»`)
};

/**
* | output |
* | --- |
* | "\",\" or \"{brace}\"" |
*
* @param {L3_Wanted_Comma_Or_BraceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_wanted_comma_or_brace = /** @type {((inputs: L3_Wanted_Comma_Or_BraceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Wanted_Comma_Or_BraceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_wanted_comma_or_brace(inputs)
	if (locale === "fr") return fr_l3_wanted_comma_or_brace(inputs)
	if (locale === "es") return es_l3_wanted_comma_or_brace(inputs)
	return en_l3_wanted_comma_or_brace(inputs)
});