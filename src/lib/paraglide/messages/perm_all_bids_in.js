/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_All_Bids_InInputs */

const en_perm_all_bids_in = /** @type {(inputs: Perm_All_Bids_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All bids are in.`)
};

const de_perm_all_bids_in = /** @type {(inputs: Perm_All_Bids_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Gebote sind abgegeben.`)
};

const fr_perm_all_bids_in = /** @type {(inputs: Perm_All_Bids_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les mises sont faites.`)
};

const es_perm_all_bids_in = /** @type {(inputs: Perm_All_Bids_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya están todas las pujas.`)
};

/**
* | output |
* | --- |
* | "All bids are in." |
*
* @param {Perm_All_Bids_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_all_bids_in = /** @type {((inputs?: Perm_All_Bids_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_All_Bids_InInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_all_bids_in(inputs)
	if (locale === "fr") return fr_perm_all_bids_in(inputs)
	if (locale === "es") return es_perm_all_bids_in(inputs)
	return en_perm_all_bids_in(inputs)
});