/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_WinsInputs */

const en_pl_wins = /** @type {(inputs: Pl_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wins`)
};

const de_pl_wins = /** @type {(inputs: Pl_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siege`)
};

const fr_pl_wins = /** @type {(inputs: Pl_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Victoires`)
};

const es_pl_wins = /** @type {(inputs: Pl_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Victorias`)
};

/**
* | output |
* | --- |
* | "Wins" |
*
* @param {Pl_WinsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_wins = /** @type {((inputs?: Pl_WinsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_WinsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_wins(inputs)
	if (locale === "fr") return fr_pl_wins(inputs)
	if (locale === "es") return es_pl_wins(inputs)
	return en_pl_wins(inputs)
});