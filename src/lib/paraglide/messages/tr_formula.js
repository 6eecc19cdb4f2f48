/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_FormulaInputs */

const en_tr_formula = /** @type {(inputs: Tr_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The formula must be the running sum or the one as printed.`)
};

const de_tr_formula = /** @type {(inputs: Tr_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Formel ist entweder die laufende Summe oder die gedruckte.`)
};

const fr_tr_formula = /** @type {(inputs: Tr_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La formule est soit la somme cumulée, soit celle imprimée.`)
};

const es_tr_formula = /** @type {(inputs: Tr_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fórmula es la suma acumulada o la impresa.`)
};

/**
* | output |
* | --- |
* | "The formula must be the running sum or the one as printed." |
*
* @param {Tr_FormulaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_formula = /** @type {((inputs?: Tr_FormulaInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_FormulaInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_formula(inputs)
	if (locale === "fr") return fr_tr_formula(inputs)
	if (locale === "es") return es_tr_formula(inputs)
	return en_tr_formula(inputs)
});