/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, symbol: NonNullable<unknown> }} Subsets_Symbols_TypeInputs */

const en_subsets_symbols_type = /** @type {(inputs: Subsets_Symbols_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type ${i?.name} (${i?.symbol})`)
};

const de_subsets_symbols_type = /** @type {(inputs: Subsets_Symbols_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} eingeben (${i?.symbol})`)
};

const fr_subsets_symbols_type = /** @type {(inputs: Subsets_Symbols_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Taper ${i?.name} (${i?.symbol})`)
};

const es_subsets_symbols_type = /** @type {(inputs: Subsets_Symbols_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribir ${i?.name} (${i?.symbol})`)
};

/**
* | output |
* | --- |
* | "Type {name} ({symbol})" |
*
* @param {Subsets_Symbols_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_symbols_type = /** @type {((inputs: Subsets_Symbols_TypeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Symbols_TypeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_symbols_type(inputs)
	if (locale === "fr") return fr_subsets_symbols_type(inputs)
	if (locale === "es") return es_subsets_symbols_type(inputs)
	return en_subsets_symbols_type(inputs)
});