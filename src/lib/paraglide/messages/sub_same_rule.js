/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ v: NonNullable<unknown> }} Sub_Same_RuleInputs */

const en_sub_same_rule = /** @type {(inputs: Sub_Same_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: the same rule applied to every integer ${i?.v} gives only elements of S.`)
};

const de_sub_same_rule = /** @type {(inputs: Sub_Same_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Dieselbe Regel, auf jede ganze Zahl ${i?.v} angewandt, ergibt nur Elemente von S.`)
};

const fr_sub_same_rule = /** @type {(inputs: Sub_Same_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : la même règle appliquée à tout entier ${i?.v} ne donne que des éléments de S.`)
};

const es_sub_same_rule = /** @type {(inputs: Sub_Same_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: la misma regla aplicada a todo entero ${i?.v} solo da elementos de S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: the same rule applied to every integer {v} gives only elements of S." |
*
* @param {Sub_Same_RuleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_same_rule = /** @type {((inputs: Sub_Same_RuleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Same_RuleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_same_rule(inputs)
	if (locale === "fr") return fr_sub_same_rule(inputs)
	if (locale === "es") return es_sub_same_rule(inputs)
	return en_sub_same_rule(inputs)
});