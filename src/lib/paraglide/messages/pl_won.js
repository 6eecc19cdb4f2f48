/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_WonInputs */

const en_pl_won = /** @type {(inputs: Pl_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Won`)
};

const de_pl_won = /** @type {(inputs: Pl_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewonnen`)
};

const fr_pl_won = /** @type {(inputs: Pl_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gagnées`)
};

const es_pl_won = /** @type {(inputs: Pl_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganadas`)
};

/**
* | output |
* | --- |
* | "Won" |
*
* @param {Pl_WonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_won = /** @type {((inputs?: Pl_WonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_WonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_won(inputs)
	if (locale === "fr") return fr_pl_won(inputs)
	if (locale === "es") return es_pl_won(inputs)
	return en_pl_won(inputs)
});