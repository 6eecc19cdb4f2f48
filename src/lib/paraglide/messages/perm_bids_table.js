/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Bids_TableInputs */

const en_perm_bids_table = /** @type {(inputs: Perm_Bids_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turned over at the table, then tapped in here`)
};

const de_perm_bids_table = /** @type {(inputs: Perm_Bids_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am Tisch aufgedeckt, dann hier angetippt`)
};

const fr_perm_bids_table = /** @type {(inputs: Perm_Bids_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retournées à la table, puis touchées ici`)
};

const es_perm_bids_table = /** @type {(inputs: Perm_Bids_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descubiertas en la mesa y luego marcadas aquí`)
};

/**
* | output |
* | --- |
* | "Turned over at the table, then tapped in here" |
*
* @param {Perm_Bids_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bids_table = /** @type {((inputs?: Perm_Bids_TableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bids_TableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bids_table(inputs)
	if (locale === "fr") return fr_perm_bids_table(inputs)
	if (locale === "es") return es_perm_bids_table(inputs)
	return en_perm_bids_table(inputs)
});