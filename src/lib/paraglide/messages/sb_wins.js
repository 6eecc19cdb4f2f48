/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_WinsInputs */

const en_sb_wins = /** @type {(inputs: Sb_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wins`)
};

const de_sb_wins = /** @type {(inputs: Sb_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siege`)
};

const fr_sb_wins = /** @type {(inputs: Sb_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Victoires`)
};

const es_sb_wins = /** @type {(inputs: Sb_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Victorias`)
};

/**
* | output |
* | --- |
* | "Wins" |
*
* @param {Sb_WinsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_wins = /** @type {((inputs?: Sb_WinsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_WinsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_wins(inputs)
	if (locale === "fr") return fr_sb_wins(inputs)
	if (locale === "es") return es_sb_wins(inputs)
	return en_sb_wins(inputs)
});