/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Condition_Cannot_Be_Element_DidInputs */

const en_l3_f_condition_cannot_be_element_did = /** @type {(inputs: L3_F_Condition_Cannot_Be_Element_DidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A condition cannot be an element; did you mean ${i?.example}?`)
};

const de_l3_f_condition_cannot_be_element_did = /** @type {(inputs: L3_F_Condition_Cannot_Be_Element_DidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Bedingung kann kein Element sein; war ${i?.example} gemeint?`)
};

const fr_l3_f_condition_cannot_be_element_did = /** @type {(inputs: L3_F_Condition_Cannot_Be_Element_DidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une condition ne peut pas être un élément ; vouliez-vous écrire ${i?.example} ?`)
};

const es_l3_f_condition_cannot_be_element_did = /** @type {(inputs: L3_F_Condition_Cannot_Be_Element_DidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una condición no puede ser un elemento; ¿querías escribir ${i?.example}?`)
};

/**
* | output |
* | --- |
* | "A condition cannot be an element; did you mean {example}?" |
*
* @param {L3_F_Condition_Cannot_Be_Element_DidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_condition_cannot_be_element_did = /** @type {((inputs: L3_F_Condition_Cannot_Be_Element_DidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Condition_Cannot_Be_Element_DidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_condition_cannot_be_element_did(inputs)
	if (locale === "fr") return fr_l3_f_condition_cannot_be_element_did(inputs)
	if (locale === "es") return es_l3_f_condition_cannot_be_element_did(inputs)
	return en_l3_f_condition_cannot_be_element_did(inputs)
});