/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_H_WonInputs */

const en_tn_h_won = /** @type {(inputs: Tn_H_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table won`)
};

const de_tn_h_won = /** @type {(inputs: Tn_H_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch hat gewonnen`)
};

const fr_tn_h_won = /** @type {(inputs: Tn_H_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table a gagné`)
};

const es_tn_h_won = /** @type {(inputs: Tn_H_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa ganó`)
};

/**
* | output |
* | --- |
* | "The table won" |
*
* @param {Tn_H_WonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_won = /** @type {((inputs?: Tn_H_WonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_WonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_won(inputs)
	if (locale === "fr") return fr_tn_h_won(inputs)
	if (locale === "es") return es_tn_h_won(inputs)
	return en_tn_h_won(inputs)
});