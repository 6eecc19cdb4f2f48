/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_WinnerInputs */

const en_sb_csv_winner = /** @type {(inputs: Sb_Csv_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Winner`)
};

const de_sb_csv_winner = /** @type {(inputs: Sb_Csv_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sieger`)
};

const fr_sb_csv_winner = /** @type {(inputs: Sb_Csv_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagnant`)
};

const es_sb_csv_winner = /** @type {(inputs: Sb_Csv_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganador`)
};

/**
* | output |
* | --- |
* | "Winner" |
*
* @param {Sb_Csv_WinnerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_winner = /** @type {((inputs?: Sb_Csv_WinnerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_WinnerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_winner(inputs)
	if (locale === "fr") return fr_sb_csv_winner(inputs)
	if (locale === "es") return es_sb_csv_winner(inputs)
	return en_sb_csv_winner(inputs)
});