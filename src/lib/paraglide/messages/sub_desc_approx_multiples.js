/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Desc_Approx_MultiplesInputs */

const en_sub_desc_approx_multiples = /** @type {(inputs: Sub_Desc_Approx_MultiplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An infinite, countable set of real numbers, one for each whole number allowed, at most one of them rational.`)
};

const de_sub_desc_approx_multiples = /** @type {(inputs: Sub_Desc_Approx_MultiplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine unendliche, abzählbare Menge reeller Zahlen, eine für jede zugelassene ganze Zahl, höchstens eine davon rational.`)
};

const fr_sub_desc_approx_multiples = /** @type {(inputs: Sub_Desc_Approx_MultiplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un ensemble infini dénombrable de nombres réels, un pour chaque entier admis, dont au plus un est rationnel.`)
};

const es_sub_desc_approx_multiples = /** @type {(inputs: Sub_Desc_Approx_MultiplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un conjunto infinito numerable de números reales, uno por cada número entero admitido, como mucho uno de ellos racional.`)
};

/**
* | output |
* | --- |
* | "An infinite, countable set of real numbers, one for each whole number allowed, at most one of them rational." |
*
* @param {Sub_Desc_Approx_MultiplesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_approx_multiples = /** @type {((inputs?: Sub_Desc_Approx_MultiplesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_Approx_MultiplesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_approx_multiples(inputs)
	if (locale === "fr") return fr_sub_desc_approx_multiples(inputs)
	if (locale === "es") return es_sub_desc_approx_multiples(inputs)
	return en_sub_desc_approx_multiples(inputs)
});