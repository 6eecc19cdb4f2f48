/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Record_WinningInputs */

const en_sb_record_winning = /** @type {(inputs: Sb_Record_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record winning score`)
};

const de_sb_record_winning = /** @type {(inputs: Sb_Record_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rekord-Siegpunktzahl`)
};

const fr_sb_record_winning = /** @type {(inputs: Sb_Record_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record de score gagnant`)
};

const es_sb_record_winning = /** @type {(inputs: Sb_Record_WinningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récord de puntuación ganadora`)
};

/**
* | output |
* | --- |
* | "Record winning score" |
*
* @param {Sb_Record_WinningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_record_winning = /** @type {((inputs?: Sb_Record_WinningInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Record_WinningInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_record_winning(inputs)
	if (locale === "fr") return fr_sb_record_winning(inputs)
	if (locale === "es") return es_sb_record_winning(inputs)
	return en_sb_record_winning(inputs)
});