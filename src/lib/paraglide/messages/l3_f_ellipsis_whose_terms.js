/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Ellipsis_Whose_TermsInputs */

const en_l3_f_ellipsis_whose_terms = /** @type {(inputs: L3_F_Ellipsis_Whose_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An ellipsis whose terms mix kinds of constants is not read yet.`)
};

const de_l3_f_ellipsis_whose_terms = /** @type {(inputs: L3_F_Ellipsis_Whose_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auslassungspunkte, deren Glieder verschiedene Arten von Konstanten mischen, werden noch nicht gelesen.`)
};

const fr_l3_f_ellipsis_whose_terms = /** @type {(inputs: L3_F_Ellipsis_Whose_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des points de suspension dont les termes mêlent des sortes de constantes ne sont pas encore lus.`)
};

const es_l3_f_ellipsis_whose_terms = /** @type {(inputs: L3_F_Ellipsis_Whose_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unos puntos suspensivos cuyos términos mezclan clases de constantes todavía no se leen.`)
};

/**
* | output |
* | --- |
* | "An ellipsis whose terms mix kinds of constants is not read yet." |
*
* @param {L3_F_Ellipsis_Whose_TermsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_ellipsis_whose_terms = /** @type {((inputs?: L3_F_Ellipsis_Whose_TermsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Ellipsis_Whose_TermsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_ellipsis_whose_terms(inputs)
	if (locale === "fr") return fr_l3_f_ellipsis_whose_terms(inputs)
	if (locale === "es") return es_l3_f_ellipsis_whose_terms(inputs)
	return en_l3_f_ellipsis_whose_terms(inputs)
});