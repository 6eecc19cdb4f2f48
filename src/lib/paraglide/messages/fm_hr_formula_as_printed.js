/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Formula_As_PrintedInputs */

const en_fm_hr_formula_as_printed = /** @type {(inputs: Fm_Hr_Formula_As_PrintedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As printed: every c(k) = a(n)·b(1) + … + a(1)·b(n)`)
};

const de_fm_hr_formula_as_printed = /** @type {(inputs: Fm_Hr_Formula_As_PrintedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie gedruckt: jedes c(k) = a(n)·b(1) + … + a(1)·b(n)`)
};

const fr_fm_hr_formula_as_printed = /** @type {(inputs: Fm_Hr_Formula_As_PrintedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comme imprimé : chaque c(k) = a(n)·b(1) + … + a(1)·b(n)`)
};

const es_fm_hr_formula_as_printed = /** @type {(inputs: Fm_Hr_Formula_As_PrintedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como está impresa: cada c(k) = a(n)·b(1) + … + a(1)·b(n)`)
};

/**
* | output |
* | --- |
* | "As printed: every c(k) = a(n)·b(1) + … + a(1)·b(n)" |
*
* @param {Fm_Hr_Formula_As_PrintedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_formula_as_printed = /** @type {((inputs?: Fm_Hr_Formula_As_PrintedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Formula_As_PrintedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_formula_as_printed(inputs)
	if (locale === "fr") return fr_fm_hr_formula_as_printed(inputs)
	if (locale === "es") return es_fm_hr_formula_as_printed(inputs)
	return en_fm_hr_formula_as_printed(inputs)
});