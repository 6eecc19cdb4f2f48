/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Criterion_SquareInputs */

const en_tr_criterion_square = /** @type {(inputs: Tr_Criterion_SquareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect square`)
};

const de_tr_criterion_square = /** @type {(inputs: Tr_Criterion_SquareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quadratzahl`)
};

const fr_tr_criterion_square = /** @type {(inputs: Tr_Criterion_SquareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carré parfait`)
};

const es_tr_criterion_square = /** @type {(inputs: Tr_Criterion_SquareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuadrado perfecto`)
};

/**
* | output |
* | --- |
* | "Perfect square" |
*
* @param {Tr_Criterion_SquareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_criterion_square = /** @type {((inputs?: Tr_Criterion_SquareInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Criterion_SquareInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_criterion_square(inputs)
	if (locale === "fr") return fr_tr_criterion_square(inputs)
	if (locale === "es") return es_tr_criterion_square(inputs)
	return en_tr_criterion_square(inputs)
});