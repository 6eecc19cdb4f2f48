/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Average_WinningInputs */

const en_sb_average_winning = /** @type {(inputs: Sb_Average_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average winning score`)
};

const de_sb_average_winning = /** @type {(inputs: Sb_Average_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durchschnittliche Siegpunktzahl`)
};

const fr_sb_average_winning = /** @type {(inputs: Sb_Average_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score gagnant moyen`)
};

const es_sb_average_winning = /** @type {(inputs: Sb_Average_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación ganadora media`)
};

/**
* | output |
* | --- |
* | "Average winning score" |
*
* @param {Sb_Average_WinningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_average_winning = /** @type {((inputs?: Sb_Average_WinningInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Average_WinningInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_average_winning(inputs)
	if (locale === "fr") return fr_sb_average_winning(inputs)
	if (locale === "es") return es_sb_average_winning(inputs)
	return en_sb_average_winning(inputs)
});