/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ v: NonNullable<unknown> }} Sub_SubstitutionInputs */

const en_sub_substitution = /** @type {(inputs: Sub_SubstitutionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: the rule of A is the rule of S applied to a polynomial in ${i?.v}, whose values are numbers S takes in.`)
};

const de_sub_substitution = /** @type {(inputs: Sub_SubstitutionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Die Regel von A ist die Regel von S, angewandt auf ein Polynom in ${i?.v}, dessen Werte Zahlen sind, die S aufnimmt.`)
};

const fr_sub_substitution = /** @type {(inputs: Sub_SubstitutionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : la règle de A est la règle de S appliquée à un polynôme en ${i?.v}, dont les valeurs sont des nombres que S admet.`)
};

const es_sub_substitution = /** @type {(inputs: Sub_SubstitutionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: la regla de A es la regla de S aplicada a un polinomio en ${i?.v}, cuyos valores son números que S admite.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: the rule of A is the rule of S applied to a polynomial in {v}, whose values are numbers S takes in." |
*
* @param {Sub_SubstitutionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_substitution = /** @type {((inputs: Sub_SubstitutionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_SubstitutionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_substitution(inputs)
	if (locale === "fr") return fr_sub_substitution(inputs)
	if (locale === "es") return es_sub_substitution(inputs)
	return en_sub_substitution(inputs)
});