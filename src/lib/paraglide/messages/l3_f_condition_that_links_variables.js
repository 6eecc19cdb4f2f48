/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Condition_That_Links_VariablesInputs */

const en_l3_f_condition_that_links_variables = /** @type {(inputs: L3_F_Condition_That_Links_VariablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A condition that links variables, such as a < b, is read for two variables over whole numbers, or for more when all but one of them range over a short list of numbers.`)
};

const de_l3_f_condition_that_links_variables = /** @type {(inputs: L3_F_Condition_That_Links_VariablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Bedingung, die Variablen verknüpft, etwa a < b, wird für zwei Variablen über den ganzen Zahlen gelesen, oder für mehr, wenn alle bis auf eine nur eine kurze Liste von Zahlen durchlaufen.`)
};

const fr_l3_f_condition_that_links_variables = /** @type {(inputs: L3_F_Condition_That_Links_VariablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une condition qui lie des variables, comme a < b, est lue pour deux variables entières, ou pour davantage quand toutes sauf une parcourent une courte liste de nombres.`)
};

const es_l3_f_condition_that_links_variables = /** @type {(inputs: L3_F_Condition_That_Links_VariablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una condición que relaciona variables, como a < b, se lee para dos variables sobre los números enteros, o para más cuando todas menos una recorren una lista corta de números.`)
};

/**
* | output |
* | --- |
* | "A condition that links variables, such as a < b, is read for two variables over whole numbers, or for more when all but one of them range over a short list o..." |
*
* @param {L3_F_Condition_That_Links_VariablesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_condition_that_links_variables = /** @type {((inputs?: L3_F_Condition_That_Links_VariablesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Condition_That_Links_VariablesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_condition_that_links_variables(inputs)
	if (locale === "fr") return fr_l3_f_condition_that_links_variables(inputs)
	if (locale === "es") return es_l3_f_condition_that_links_variables(inputs)
	return en_l3_f_condition_that_links_variables(inputs)
});