/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_No_WinsInputs */

const en_sb_no_wins = /** @type {(inputs: Sb_No_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No wins yet.`)
};

const de_sb_no_wins = /** @type {(inputs: Sb_No_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Siege.`)
};

const fr_sb_no_wins = /** @type {(inputs: Sb_No_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune victoire pour l’instant.`)
};

const es_sb_no_wins = /** @type {(inputs: Sb_No_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay victorias.`)
};

/**
* | output |
* | --- |
* | "No wins yet." |
*
* @param {Sb_No_WinsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_no_wins = /** @type {((inputs?: Sb_No_WinsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_No_WinsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_no_wins(inputs)
	if (locale === "fr") return fr_sb_no_wins(inputs)
	if (locale === "es") return es_sb_no_wins(inputs)
	return en_sb_no_wins(inputs)
});