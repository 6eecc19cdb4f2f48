/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ below: NonNullable<unknown>, above: NonNullable<unknown> }} Tr_Why_Square_BetweenInputs */

const en_tr_why_square_between = /** @type {(inputs: Tr_Why_Square_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`not a square (it lies between ${i?.below} and ${i?.above})`)
};

const de_tr_why_square_between = /** @type {(inputs: Tr_Why_Square_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`keine Quadratzahl (sie liegt zwischen ${i?.below} und ${i?.above})`)
};

const fr_tr_why_square_between = /** @type {(inputs: Tr_Why_Square_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pas un carré parfait (il est entre ${i?.below} et ${i?.above})`)
};

const es_tr_why_square_between = /** @type {(inputs: Tr_Why_Square_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no es un cuadrado perfecto (está entre ${i?.below} y ${i?.above})`)
};

/**
* | output |
* | --- |
* | "not a square (it lies between {below} and {above})" |
*
* @param {Tr_Why_Square_BetweenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_square_between = /** @type {((inputs: Tr_Why_Square_BetweenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_Square_BetweenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_square_between(inputs)
	if (locale === "fr") return fr_tr_why_square_between(inputs)
	if (locale === "es") return es_tr_why_square_between(inputs)
	return en_tr_why_square_between(inputs)
});