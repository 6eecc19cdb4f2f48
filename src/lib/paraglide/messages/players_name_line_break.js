/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_Name_Line_BreakInputs */

const en_players_name_line_break = /** @type {(inputs: Players_Name_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That name holds a line break or a control character, which a name never has.`)
};

const de_players_name_line_break = /** @type {(inputs: Players_Name_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Name enthält einen Zeilenumbruch oder ein Steuerzeichen, was ein Name nie hat.`)
};

const fr_players_name_line_break = /** @type {(inputs: Players_Name_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce nom contient un retour à la ligne ou un caractère de contrôle, ce qu’un nom n’a jamais.`)
};

const es_players_name_line_break = /** @type {(inputs: Players_Name_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese nombre tiene un salto de línea o un carácter de control, algo que un nombre nunca tiene.`)
};

/**
* | output |
* | --- |
* | "That name holds a line break or a control character, which a name never has." |
*
* @param {Players_Name_Line_BreakInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_name_line_break = /** @type {((inputs?: Players_Name_Line_BreakInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_Name_Line_BreakInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_name_line_break(inputs)
	if (locale === "fr") return fr_players_name_line_break(inputs)
	if (locale === "es") return es_players_name_line_break(inputs)
	return en_players_name_line_break(inputs)
});