/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_FormulaInputs */

const en_fm_hr_formula = /** @type {(inputs: Fm_Hr_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`c-list formula`)
};

const de_fm_hr_formula = /** @type {(inputs: Fm_Hr_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formel der c-Liste`)
};

const fr_fm_hr_formula = /** @type {(inputs: Fm_Hr_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formule de la liste c`)
};

const es_fm_hr_formula = /** @type {(inputs: Fm_Hr_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fórmula de la lista c`)
};

/**
* | output |
* | --- |
* | "c-list formula" |
*
* @param {Fm_Hr_FormulaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_formula = /** @type {((inputs?: Fm_Hr_FormulaInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_FormulaInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_formula(inputs)
	if (locale === "fr") return fr_fm_hr_formula(inputs)
	if (locale === "es") return es_fm_hr_formula(inputs)
	return en_fm_hr_formula(inputs)
});