/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbol_And_So_OnInputs */

const en_subsets_symbol_and_so_on = /** @type {(inputs: Subsets_Symbol_And_So_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and so on`)
};

const de_subsets_symbol_and_so_on = /** @type {(inputs: Subsets_Symbol_And_So_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`und so weiter`)
};

const fr_subsets_symbol_and_so_on = /** @type {(inputs: Subsets_Symbol_And_So_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`et ainsi de suite`)
};

const es_subsets_symbol_and_so_on = /** @type {(inputs: Subsets_Symbol_And_So_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`y así sucesivamente`)
};

/**
* | output |
* | --- |
* | "and so on" |
*
* @param {Subsets_Symbol_And_So_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbol_and_so_on = /** @type {((inputs?: Subsets_Symbol_And_So_OnInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbol_And_So_OnInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbol_and_so_on(inputs)
	if (locale === "fr") return fr_subsets_symbol_and_so_on(inputs)
	if (locale === "es") return es_subsets_symbol_and_so_on(inputs)
	return en_subsets_symbol_and_so_on(inputs)
});