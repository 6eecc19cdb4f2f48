/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Sum_Of_PartsInputs */

const en_sub_sum_of_parts = /** @type {(inputs: Sub_Sum_Of_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every number listed in A is a sum of the parts of S.`)
};

const de_sub_sum_of_parts = /** @type {(inputs: Sub_Sum_Of_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede in A aufgezählte Zahl ist eine Summe der Teile von S.`)
};

const fr_sub_sum_of_parts = /** @type {(inputs: Sub_Sum_Of_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout nombre listé dans A est une somme des parties de S.`)
};

const es_sub_sum_of_parts = /** @type {(inputs: Sub_Sum_Of_PartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo número enumerado en A es una suma de las partes de S.`)
};

/**
* | output |
* | --- |
* | "Every number listed in A is a sum of the parts of S." |
*
* @param {Sub_Sum_Of_PartsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_sum_of_parts = /** @type {((inputs?: Sub_Sum_Of_PartsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Sum_Of_PartsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_sum_of_parts(inputs)
	if (locale === "fr") return fr_sub_sum_of_parts(inputs)
	if (locale === "es") return es_sub_sum_of_parts(inputs)
	return en_sub_sum_of_parts(inputs)
});