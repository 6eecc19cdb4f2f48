/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ problem: NonNullable<unknown> }} Pl_Read_ProblemInputs */

const en_pl_read_problem = /** @type {(inputs: Pl_Read_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved games cannot be read: ${i?.problem}`)
};

const de_pl_read_problem = /** @type {(inputs: Pl_Read_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die gespeicherten Spiele lassen sich nicht lesen: ${i?.problem}`)
};

const fr_pl_read_problem = /** @type {(inputs: Pl_Read_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les parties enregistrées ne peuvent pas être lues : ${i?.problem}`)
};

const es_pl_read_problem = /** @type {(inputs: Pl_Read_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pueden leer las partidas guardadas: ${i?.problem}`)
};

/**
* | output |
* | --- |
* | "Saved games cannot be read: {problem}" |
*
* @param {Pl_Read_ProblemInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_read_problem = /** @type {((inputs: Pl_Read_ProblemInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Read_ProblemInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_read_problem(inputs)
	if (locale === "fr") return fr_pl_read_problem(inputs)
	if (locale === "es") return es_pl_read_problem(inputs)
	return en_pl_read_problem(inputs)
});