/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Problem_InvisibleInputs */

const en_places_problem_invisible = /** @type {(inputs: Places_Problem_InvisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That place has no character that can be seen.`)
};

const de_places_problem_invisible = /** @type {(inputs: Places_Problem_InvisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Ort hat kein sichtbares Zeichen.`)
};

const fr_places_problem_invisible = /** @type {(inputs: Places_Problem_InvisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lieu n’a aucun caractère visible.`)
};

const es_places_problem_invisible = /** @type {(inputs: Places_Problem_InvisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese lugar no tiene ningún carácter visible.`)
};

/**
* | output |
* | --- |
* | "That place has no character that can be seen." |
*
* @param {Places_Problem_InvisibleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_problem_invisible = /** @type {((inputs?: Places_Problem_InvisibleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Problem_InvisibleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_problem_invisible(inputs)
	if (locale === "fr") return fr_places_problem_invisible(inputs)
	if (locale === "es") return es_places_problem_invisible(inputs)
	return en_places_problem_invisible(inputs)
});