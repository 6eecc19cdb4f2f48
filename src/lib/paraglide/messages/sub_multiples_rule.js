/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Multiples_RuleInputs */

const en_sub_multiples_rule = /** @type {(inputs: Sub_Multiples_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each element of A is an element of S at a whole number that S allows, found by dividing by its rule.`)
};

const de_sub_multiples_rule = /** @type {(inputs: Sub_Multiples_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A ist ein Element von S an einer ganzen Zahl, die S zulässt; gefunden durch Division durch seine Regel.`)
};

const fr_sub_multiples_rule = /** @type {(inputs: Sub_Multiples_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque élément de A est un élément de S pour un entier que S admet, trouvé en divisant par sa règle.`)
};

const es_sub_multiples_rule = /** @type {(inputs: Sub_Multiples_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada elemento de A es un elemento de S en un número entero que S admite, hallado dividiendo por su regla.`)
};

/**
* | output |
* | --- |
* | "Each element of A is an element of S at a whole number that S allows, found by dividing by its rule." |
*
* @param {Sub_Multiples_RuleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_multiples_rule = /** @type {((inputs?: Sub_Multiples_RuleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Multiples_RuleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_multiples_rule(inputs)
	if (locale === "fr") return fr_sub_multiples_rule(inputs)
	if (locale === "es") return es_sub_multiples_rule(inputs)
	return en_sub_multiples_rule(inputs)
});