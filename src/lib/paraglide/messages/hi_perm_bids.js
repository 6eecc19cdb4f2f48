/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Hi_Perm_BidsInputs */

const en_hi_perm_bids = /** @type {(inputs: Hi_Perm_BidsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bids: ${i?.list}`)
};

const de_hi_perm_bids = /** @type {(inputs: Hi_Perm_BidsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gebote: ${i?.list}`)
};

const fr_hi_perm_bids = /** @type {(inputs: Hi_Perm_BidsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mises : ${i?.list}`)
};

const es_hi_perm_bids = /** @type {(inputs: Hi_Perm_BidsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pujas: ${i?.list}`)
};

/**
* | output |
* | --- |
* | "Bids: {list}" |
*
* @param {Hi_Perm_BidsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_perm_bids = /** @type {((inputs: Hi_Perm_BidsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Perm_BidsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_perm_bids(inputs)
	if (locale === "fr") return fr_hi_perm_bids(inputs)
	if (locale === "es") return es_hi_perm_bids(inputs)
	return en_hi_perm_bids(inputs)
});