/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Show_SquaresInputs */

const en_tr_show_squares = /** @type {(inputs: Tr_Show_SquaresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show squares and square roots for ${i?.name}`)
};

const de_tr_show_squares = /** @type {(inputs: Tr_Show_SquaresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quadratzahlen und Wurzeln für ${i?.name} zeigen`)
};

const fr_tr_show_squares = /** @type {(inputs: Tr_Show_SquaresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montrer carrés et racines carrées pour ${i?.name}`)
};

const es_tr_show_squares = /** @type {(inputs: Tr_Show_SquaresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar cuadrados y raíces cuadradas de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Show squares and square roots for {name}" |
*
* @param {Tr_Show_SquaresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_show_squares = /** @type {((inputs: Tr_Show_SquaresInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Show_SquaresInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_show_squares(inputs)
	if (locale === "fr") return fr_tr_show_squares(inputs)
	if (locale === "es") return es_tr_show_squares(inputs)
	return en_tr_show_squares(inputs)
});