/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ root: NonNullable<unknown> }} Tr_Why_SquareInputs */

const en_tr_why_square = /** @type {(inputs: Tr_Why_SquareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a square, ${i?.root} × ${i?.root}`)
};

const de_tr_why_square = /** @type {(inputs: Tr_Why_SquareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`eine Quadratzahl, ${i?.root} × ${i?.root}`)
};

const fr_tr_why_square = /** @type {(inputs: Tr_Why_SquareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`un carré parfait, ${i?.root} × ${i?.root}`)
};

const es_tr_why_square = /** @type {(inputs: Tr_Why_SquareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`un cuadrado perfecto, ${i?.root} × ${i?.root}`)
};

/**
* | output |
* | --- |
* | "a square, {root} × {root}" |
*
* @param {Tr_Why_SquareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_square = /** @type {((inputs: Tr_Why_SquareInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_SquareInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_square(inputs)
	if (locale === "fr") return fr_tr_why_square(inputs)
	if (locale === "es") return es_tr_why_square(inputs)
	return en_tr_why_square(inputs)
});