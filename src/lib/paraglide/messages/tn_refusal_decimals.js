/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tn_Refusal_DecimalsInputs */

const en_tn_refusal_decimals = /** @type {(inputs: Tn_Refusal_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scores may have 1 or 2 decimal places, or none; the game asks for ${i?.value}.`)
};

const de_tn_refusal_decimals = /** @type {(inputs: Tn_Refusal_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Punkte können 1 oder 2 Nachkommastellen haben oder keine; das Spiel verlangt ${i?.value}.`)
};

const fr_tn_refusal_decimals = /** @type {(inputs: Tn_Refusal_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les scores peuvent avoir 1 ou 2 décimales, ou aucune ; la partie en demande ${i?.value}.`)
};

const es_tn_refusal_decimals = /** @type {(inputs: Tn_Refusal_DecimalsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las puntuaciones pueden tener 1 o 2 decimales, o ninguno; la partida pide ${i?.value}.`)
};

/**
* | output |
* | --- |
* | "Scores may have 1 or 2 decimal places, or none; the game asks for {value}." |
*
* @param {Tn_Refusal_DecimalsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_decimals = /** @type {((inputs: Tn_Refusal_DecimalsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_DecimalsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_decimals(inputs)
	if (locale === "fr") return fr_tn_refusal_decimals(inputs)
	if (locale === "es") return es_tn_refusal_decimals(inputs)
	return en_tn_refusal_decimals(inputs)
});