/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Wins_ColInputs */

const en_pl_wins_col = /** @type {(inputs: Pl_Wins_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wins`)
};

const de_pl_wins_col = /** @type {(inputs: Pl_Wins_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siege`)
};

const fr_pl_wins_col = /** @type {(inputs: Pl_Wins_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Victoires`)
};

const es_pl_wins_col = /** @type {(inputs: Pl_Wins_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Victorias`)
};

/**
* | output |
* | --- |
* | "Wins" |
*
* @param {Pl_Wins_ColInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_wins_col = /** @type {((inputs?: Pl_Wins_ColInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Wins_ColInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_wins_col(inputs)
	if (locale === "fr") return fr_pl_wins_col(inputs)
	if (locale === "es") return es_pl_wins_col(inputs)
	return en_pl_wins_col(inputs)
});