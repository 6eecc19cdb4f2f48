/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Counts_FitInputs */

const en_perm_counts_fit = /** @type {(inputs: Perm_Counts_FitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These counts fit the rules.`)
};

const de_perm_counts_fit = /** @type {(inputs: Perm_Counts_FitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Anzahlen passen zu den Regeln.`)
};

const fr_perm_counts_fit = /** @type {(inputs: Perm_Counts_FitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces comptes respectent les règles.`)
};

const es_perm_counts_fit = /** @type {(inputs: Perm_Counts_FitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estos recuentos cumplen las reglas.`)
};

/**
* | output |
* | --- |
* | "These counts fit the rules." |
*
* @param {Perm_Counts_FitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_counts_fit = /** @type {((inputs?: Perm_Counts_FitInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Counts_FitInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_counts_fit(inputs)
	if (locale === "fr") return fr_perm_counts_fit(inputs)
	if (locale === "es") return es_perm_counts_fit(inputs)
	return en_perm_counts_fit(inputs)
});