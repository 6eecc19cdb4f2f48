/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Places_Problem_Too_LongInputs */

const en_places_problem_too_long = /** @type {(inputs: Places_Problem_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A place can be at most ${i?.max} characters long.`)
};

const de_places_problem_too_long = /** @type {(inputs: Places_Problem_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Ort darf höchstens ${i?.max} Zeichen lang sein.`)
};

const fr_places_problem_too_long = /** @type {(inputs: Places_Problem_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un lieu compte au plus ${i?.max} caractères.`)
};

const es_places_problem_too_long = /** @type {(inputs: Places_Problem_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un lugar puede tener como mucho ${i?.max} caracteres.`)
};

/**
* | output |
* | --- |
* | "A place can be at most {max} characters long." |
*
* @param {Places_Problem_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_problem_too_long = /** @type {((inputs: Places_Problem_Too_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Problem_Too_LongInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_problem_too_long(inputs)
	if (locale === "fr") return fr_places_problem_too_long(inputs)
	if (locale === "es") return es_places_problem_too_long(inputs)
	return en_places_problem_too_long(inputs)
});