/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Problem_Line_BreakInputs */

const en_places_problem_line_break = /** @type {(inputs: Places_Problem_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A place is one line: take out the line break.`)
};

const de_places_problem_line_break = /** @type {(inputs: Places_Problem_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Ort ist eine Zeile: Nimm den Zeilenumbruch heraus.`)
};

const fr_places_problem_line_break = /** @type {(inputs: Places_Problem_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un lieu tient sur une ligne : retirez le retour à la ligne.`)
};

const es_places_problem_line_break = /** @type {(inputs: Places_Problem_Line_BreakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un lugar ocupa una sola línea: quita el salto de línea.`)
};

/**
* | output |
* | --- |
* | "A place is one line: take out the line break." |
*
* @param {Places_Problem_Line_BreakInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_problem_line_break = /** @type {((inputs?: Places_Problem_Line_BreakInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Problem_Line_BreakInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_problem_line_break(inputs)
	if (locale === "fr") return fr_places_problem_line_break(inputs)
	if (locale === "es") return es_places_problem_line_break(inputs)
	return en_places_problem_line_break(inputs)
});