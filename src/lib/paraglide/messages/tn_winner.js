/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_WinnerInputs */

const en_tn_winner = /** @type {(inputs: Tn_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Winner`)
};

const de_tn_winner = /** @type {(inputs: Tn_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewinnt`)
};

const fr_tn_winner = /** @type {(inputs: Tn_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagne`)
};

const es_tn_winner = /** @type {(inputs: Tn_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gana`)
};

/**
* | output |
* | --- |
* | "Winner" |
*
* @param {Tn_WinnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_winner = /** @type {((inputs?: Tn_WinnerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_WinnerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_winner(inputs)
	if (locale === "fr") return fr_tn_winner(inputs)
	if (locale === "es") return es_tn_winner(inputs)
	return en_tn_winner(inputs)
});