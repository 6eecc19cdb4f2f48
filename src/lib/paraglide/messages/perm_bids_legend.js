/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Bids_LegendInputs */

const en_perm_bids_legend = /** @type {(inputs: Perm_Bids_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bids for this auction`)
};

const de_perm_bids_legend = /** @type {(inputs: Perm_Bids_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebote für diese Versteigerung`)
};

const fr_perm_bids_legend = /** @type {(inputs: Perm_Bids_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mises pour cette enchère`)
};

const es_perm_bids_legend = /** @type {(inputs: Perm_Bids_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pujas de esta subasta`)
};

/**
* | output |
* | --- |
* | "Bids for this auction" |
*
* @param {Perm_Bids_LegendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bids_legend = /** @type {((inputs?: Perm_Bids_LegendInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bids_LegendInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bids_legend(inputs)
	if (locale === "fr") return fr_perm_bids_legend(inputs)
	if (locale === "es") return es_perm_bids_legend(inputs)
	return en_perm_bids_legend(inputs)
});