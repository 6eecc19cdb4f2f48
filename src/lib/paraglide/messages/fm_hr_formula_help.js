/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Formula_HelpInputs */

const en_fm_hr_formula_help = /** @type {(inputs: Fm_Hr_Formula_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The formula as printed gives every term of a c-list the same value. The default reads it as a running sum.`)
};

const de_fm_hr_formula_help = /** @type {(inputs: Fm_Hr_Formula_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die gedruckte Formel gibt jedem Glied einer c-Liste denselben Wert. Standardmäßig wird sie als laufende Summe gelesen.`)
};

const fr_fm_hr_formula_help = /** @type {(inputs: Fm_Hr_Formula_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La formule imprimée donne la même valeur à chaque terme d’une liste c. Par défaut, elle est lue comme une somme cumulée.`)
};

const es_fm_hr_formula_help = /** @type {(inputs: Fm_Hr_Formula_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fórmula impresa da el mismo valor a cada término de una lista c. Por defecto se lee como una suma acumulada.`)
};

/**
* | output |
* | --- |
* | "The formula as printed gives every term of a c-list the same value. The default reads it as a running sum." |
*
* @param {Fm_Hr_Formula_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_hr_formula_help = /** @type {((inputs?: Fm_Hr_Formula_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Formula_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_formula_help(inputs)
	if (locale === "fr") return fr_fm_hr_formula_help(inputs)
	if (locale === "es") return es_fm_hr_formula_help(inputs)
	return en_fm_hr_formula_help(inputs)
});