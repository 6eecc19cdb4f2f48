/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tr_Hide_SquaresInputs */

const en_tr_hide_squares = /** @type {(inputs: Tr_Hide_SquaresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide squares and square roots for ${i?.name}`)
};

const de_tr_hide_squares = /** @type {(inputs: Tr_Hide_SquaresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quadratzahlen und Wurzeln für ${i?.name} ausblenden`)
};

const fr_tr_hide_squares = /** @type {(inputs: Tr_Hide_SquaresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masquer carrés et racines carrées pour ${i?.name}`)
};

const es_tr_hide_squares = /** @type {(inputs: Tr_Hide_SquaresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ocultar cuadrados y raíces cuadradas de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Hide squares and square roots for {name}" |
*
* @param {Tr_Hide_SquaresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_hide_squares = /** @type {((inputs: Tr_Hide_SquaresInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Hide_SquaresInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_hide_squares(inputs)
	if (locale === "fr") return fr_tr_hide_squares(inputs)
	if (locale === "es") return es_tr_hide_squares(inputs)
	return en_tr_hide_squares(inputs)
});