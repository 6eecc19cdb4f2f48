/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Lowest_WinsInputs */

const en_tn_np_lowest_wins = /** @type {(inputs: Tn_Np_Lowest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowest total wins`)
};

const de_tn_np_lowest_wins = /** @type {(inputs: Tn_Np_Lowest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die niedrigste Summe gewinnt`)
};

const fr_tn_np_lowest_wins = /** @type {(inputs: Tn_Np_Lowest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le total le plus bas gagne`)
};

const es_tn_np_lowest_wins = /** @type {(inputs: Tn_Np_Lowest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gana el total más bajo`)
};

/**
* | output |
* | --- |
* | "Lowest total wins" |
*
* @param {Tn_Np_Lowest_WinsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_lowest_wins = /** @type {((inputs?: Tn_Np_Lowest_WinsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Lowest_WinsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_lowest_wins(inputs)
	if (locale === "fr") return fr_tn_np_lowest_wins(inputs)
	if (locale === "es") return es_tn_np_lowest_wins(inputs)
	return en_tn_np_lowest_wins(inputs)
});