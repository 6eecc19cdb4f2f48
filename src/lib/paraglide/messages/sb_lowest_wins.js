/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Lowest_WinsInputs */

const en_sb_lowest_wins = /** @type {(inputs: Sb_Lowest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(lowest total wins)`)
};

const de_sb_lowest_wins = /** @type {(inputs: Sb_Lowest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(niedrigste Summe gewinnt)`)
};

const fr_sb_lowest_wins = /** @type {(inputs: Sb_Lowest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(le plus petit total gagne)`)
};

const es_sb_lowest_wins = /** @type {(inputs: Sb_Lowest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(gana el total más bajo)`)
};

/**
* | output |
* | --- |
* | "(lowest total wins)" |
*
* @param {Sb_Lowest_WinsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_lowest_wins = /** @type {((inputs?: Sb_Lowest_WinsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Lowest_WinsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_lowest_wins(inputs)
	if (locale === "fr") return fr_sb_lowest_wins(inputs)
	if (locale === "es") return es_sb_lowest_wins(inputs)
	return en_sb_lowest_wins(inputs)
});