/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Condition_That_Links_TwoInputs */

const en_l3_f_condition_that_links_two = /** @type {(inputs: L3_F_Condition_That_Links_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A condition that links two variables is read only when it compares sums of multiples of them, joined by "and", "or" and "not", such as a < b or a + b ≤ 10.`)
};

const de_l3_f_condition_that_links_two = /** @type {(inputs: L3_F_Condition_That_Links_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Bedingung, die zwei Variablen verknüpft, wird nur gelesen, wenn sie Summen von Vielfachen der Variablen vergleicht, verbunden mit „und“, „oder“ und „nicht“, etwa a < b oder a + b ≤ 10.`)
};

const fr_l3_f_condition_that_links_two = /** @type {(inputs: L3_F_Condition_That_Links_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une condition qui lie deux variables n’est lue que si elle compare des sommes de leurs multiples, reliées par « et », « ou » et « non », comme a < b ou a + b ≤ 10.`)
};

const es_l3_f_condition_that_links_two = /** @type {(inputs: L3_F_Condition_That_Links_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una condición que relaciona dos variables solo se lee cuando compara sumas de múltiplos de ellas, unidas con «∧», «∨» y «no», como a < b o a + b ≤ 10.`)
};

/**
* | output |
* | --- |
* | "A condition that links two variables is read only when it compares sums of multiples of them, joined by \"and\", \"or\" and \"not\", such as a < b or a + b ≤ 10." |
*
* @param {L3_F_Condition_That_Links_TwoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_condition_that_links_two = /** @type {((inputs?: L3_F_Condition_That_Links_TwoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Condition_That_Links_TwoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_condition_that_links_two(inputs)
	if (locale === "fr") return fr_l3_f_condition_that_links_two(inputs)
	if (locale === "es") return es_l3_f_condition_that_links_two(inputs)
	return en_l3_f_condition_that_links_two(inputs)
});