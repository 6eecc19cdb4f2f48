/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Highest_WinsInputs */

const en_tn_np_highest_wins = /** @type {(inputs: Tn_Np_Highest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Highest total wins`)
};

const de_tn_np_highest_wins = /** @type {(inputs: Tn_Np_Highest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die höchste Summe gewinnt`)
};

const fr_tn_np_highest_wins = /** @type {(inputs: Tn_Np_Highest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le total le plus haut gagne`)
};

const es_tn_np_highest_wins = /** @type {(inputs: Tn_Np_Highest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gana el total más alto`)
};

/**
* | output |
* | --- |
* | "Highest total wins" |
*
* @param {Tn_Np_Highest_WinsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_highest_wins = /** @type {((inputs?: Tn_Np_Highest_WinsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Highest_WinsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_highest_wins(inputs)
	if (locale === "fr") return fr_tn_np_highest_wins(inputs)
	if (locale === "es") return es_tn_np_highest_wins(inputs)
	return en_tn_np_highest_wins(inputs)
});