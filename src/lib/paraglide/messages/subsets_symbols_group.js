/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Symbols_GroupInputs */

const en_subsets_symbols_group = /** @type {(inputs: Subsets_Symbols_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Symbol keys`)
};

const de_subsets_symbols_group = /** @type {(inputs: Subsets_Symbols_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Symboltasten`)
};

const fr_subsets_symbols_group = /** @type {(inputs: Subsets_Symbols_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Touches de symboles`)
};

const es_subsets_symbols_group = /** @type {(inputs: Subsets_Symbols_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teclas de símbolos`)
};

/**
* | output |
* | --- |
* | "Symbol keys" |
*
* @param {Subsets_Symbols_GroupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbols_group = /** @type {((inputs?: Subsets_Symbols_GroupInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbols_GroupInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbols_group(inputs)
	if (locale === "fr") return fr_subsets_symbols_group(inputs)
	if (locale === "es") return es_subsets_symbols_group(inputs)
	return en_subsets_symbols_group(inputs)
});