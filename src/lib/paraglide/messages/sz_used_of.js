/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ used: NonNullable<unknown>, quota: NonNullable<unknown> }} Sz_Used_OfInputs */

const en_sz_used_of = /** @type {(inputs: Sz_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} used of about ${i?.quota} available`)
};

const de_sz_used_of = /** @type {(inputs: Sz_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} belegt, etwa ${i?.quota} verfügbar`)
};

const fr_sz_used_of = /** @type {(inputs: Sz_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} utilisés sur environ ${i?.quota} disponibles`)
};

const es_sz_used_of = /** @type {(inputs: Sz_Used_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} usados de unos ${i?.quota} disponibles`)
};

/**
* | output |
* | --- |
* | "{used} used of about {quota} available" |
*
* @param {Sz_Used_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sz_used_of = /** @type {((inputs: Sz_Used_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sz_Used_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sz_used_of(inputs)
	if (locale === "fr") return fr_sz_used_of(inputs)
	if (locale === "es") return es_sz_used_of(inputs)
	return en_sz_used_of(inputs)
});