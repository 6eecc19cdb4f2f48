/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ top: NonNullable<unknown>, card: NonNullable<unknown>, because: NonNullable<unknown> }} Sub_Refuse_Not_A_SubsetInputs */

const en_sub_refuse_not_a_subset = /** @type {(inputs: Sub_Refuse_Not_A_SubsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.top} is not a subset of ${i?.card}: ${i?.because}`)
};

const de_sub_refuse_not_a_subset = /** @type {(inputs: Sub_Refuse_Not_A_SubsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.top} ist keine Teilmenge von ${i?.card}: ${i?.because}`)
};

const fr_sub_refuse_not_a_subset = /** @type {(inputs: Sub_Refuse_Not_A_SubsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.top} n’est pas un sous-ensemble de ${i?.card} : ${i?.because}`)
};

const es_sub_refuse_not_a_subset = /** @type {(inputs: Sub_Refuse_Not_A_SubsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.top} no es un subconjunto de ${i?.card}: ${i?.because}`)
};

/**
* | output |
* | --- |
* | "{top} is not a subset of {card}: {because}" |
*
* @param {Sub_Refuse_Not_A_SubsetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_not_a_subset = /** @type {((inputs: Sub_Refuse_Not_A_SubsetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Not_A_SubsetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_not_a_subset(inputs)
	if (locale === "fr") return fr_sub_refuse_not_a_subset(inputs)
	if (locale === "es") return es_sub_refuse_not_a_subset(inputs)
	return en_sub_refuse_not_a_subset(inputs)
});