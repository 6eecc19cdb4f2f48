/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Result_WonInputs */

const en_pl_result_won = /** @type {(inputs: Pl_Result_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Won`)
};

const de_pl_result_won = /** @type {(inputs: Pl_Result_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewonnen`)
};

const fr_pl_result_won = /** @type {(inputs: Pl_Result_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagnée`)
};

const es_pl_result_won = /** @type {(inputs: Pl_Result_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganada`)
};

/**
* | output |
* | --- |
* | "Won" |
*
* @param {Pl_Result_WonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_result_won = /** @type {((inputs?: Pl_Result_WonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Result_WonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_result_won(inputs)
	if (locale === "fr") return fr_pl_result_won(inputs)
	if (locale === "es") return es_pl_result_won(inputs)
	return en_pl_result_won(inputs)
});