/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ factor: NonNullable<unknown>, previous: NonNullable<unknown> }} Tr_Why_SharesInputs */

const en_tr_why_shares = /** @type {(inputs: Tr_Why_SharesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`shares the factor ${i?.factor} with ${i?.previous}, the term before`)
};

const de_tr_why_shares = /** @type {(inputs: Tr_Why_SharesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hat den Teiler ${i?.factor} mit ${i?.previous} gemeinsam, dem Glied davor`)
};

const fr_tr_why_shares = /** @type {(inputs: Tr_Why_SharesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a le diviseur ${i?.factor} en commun avec ${i?.previous}, le terme d’avant`)
};

const es_tr_why_shares = /** @type {(inputs: Tr_Why_SharesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`comparte el divisor ${i?.factor} con ${i?.previous}, el término anterior`)
};

/**
* | output |
* | --- |
* | "shares the factor {factor} with {previous}, the term before" |
*
* @param {Tr_Why_SharesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_shares = /** @type {((inputs: Tr_Why_SharesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_SharesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_shares(inputs)
	if (locale === "fr") return fr_tr_why_shares(inputs)
	if (locale === "es") return es_tr_why_shares(inputs)
	return en_tr_why_shares(inputs)
});