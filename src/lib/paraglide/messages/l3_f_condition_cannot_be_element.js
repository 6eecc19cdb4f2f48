/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Condition_Cannot_Be_ElementInputs */

const en_l3_f_condition_cannot_be_element = /** @type {(inputs: L3_F_Condition_Cannot_Be_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A condition cannot be an element.`)
};

const de_l3_f_condition_cannot_be_element = /** @type {(inputs: L3_F_Condition_Cannot_Be_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Bedingung kann kein Element sein.`)
};

const fr_l3_f_condition_cannot_be_element = /** @type {(inputs: L3_F_Condition_Cannot_Be_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une condition ne peut pas être un élément.`)
};

const es_l3_f_condition_cannot_be_element = /** @type {(inputs: L3_F_Condition_Cannot_Be_ElementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una condición no puede ser un elemento.`)
};

/**
* | output |
* | --- |
* | "A condition cannot be an element." |
*
* @param {L3_F_Condition_Cannot_Be_ElementInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_condition_cannot_be_element = /** @type {((inputs?: L3_F_Condition_Cannot_Be_ElementInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Condition_Cannot_Be_ElementInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_condition_cannot_be_element(inputs)
	if (locale === "fr") return fr_l3_f_condition_cannot_be_element(inputs)
	if (locale === "es") return es_l3_f_condition_cannot_be_element(inputs)
	return en_l3_f_condition_cannot_be_element(inputs)
});