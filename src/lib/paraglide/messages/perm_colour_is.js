/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, knownIs: NonNullable<unknown>, givenIs: NonNullable<unknown> }} Perm_Colour_IsInputs */

const en_perm_colour_is = /** @type {(inputs: Perm_Colour_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.card} is ${i?.knownIs}, not ${i?.givenIs}.`)
};

const de_perm_colour_is = /** @type {(inputs: Perm_Colour_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karte ${i?.card} ist ${i?.knownIs}, nicht ${i?.givenIs}.`)
};

const fr_perm_colour_is = /** @type {(inputs: Perm_Colour_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte ${i?.card} est ${i?.knownIs}, pas ${i?.givenIs}.`)
};

const es_perm_colour_is = /** @type {(inputs: Perm_Colour_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta ${i?.card} es ${i?.knownIs}, no ${i?.givenIs}.`)
};

/**
* | output |
* | --- |
* | "Card {card} is {knownIs}, not {givenIs}." |
*
* @param {Perm_Colour_IsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_colour_is = /** @type {((inputs: Perm_Colour_IsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Colour_IsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_colour_is(inputs)
	if (locale === "fr") return fr_perm_colour_is(inputs)
	if (locale === "es") return es_perm_colour_is(inputs)
	return en_perm_colour_is(inputs)
});