/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Refusal_Name_Line_BreakInputs */

const en_tn_refusal_name_line_break = /** @type {(inputs: Tn_Refusal_Name_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That name holds a line break or a control character, which a name never has.`)
};

const de_tn_refusal_name_line_break = /** @type {(inputs: Tn_Refusal_Name_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Name enthält einen Zeilenumbruch oder ein Steuerzeichen, was ein Name nie hat.`)
};

const fr_tn_refusal_name_line_break = /** @type {(inputs: Tn_Refusal_Name_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce nom contient un saut de ligne ou un caractère de contrôle, ce qu’un nom n’a jamais.`)
};

const es_tn_refusal_name_line_break = /** @type {(inputs: Tn_Refusal_Name_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese nombre contiene un salto de línea o un carácter de control, algo que un nombre nunca tiene.`)
};

/**
* | output |
* | --- |
* | "That name holds a line break or a control character, which a name never has." |
*
* @param {Tn_Refusal_Name_Line_BreakInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_name_line_break = /** @type {((inputs?: Tn_Refusal_Name_Line_BreakInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Name_Line_BreakInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_name_line_break(inputs)
	if (locale === "fr") return fr_tn_refusal_name_line_break(inputs)
	if (locale === "es") return es_tn_refusal_name_line_break(inputs)
	return en_tn_refusal_name_line_break(inputs)
});