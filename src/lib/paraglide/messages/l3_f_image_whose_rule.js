/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} L3_F_Image_Whose_RuleInputs */

const en_l3_f_image_whose_rule = /** @type {(inputs: L3_F_Image_Whose_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An image whose rule mixes two kinds of constants, such as ${i?.example}, is not read yet.`)
};

const de_l3_f_image_whose_rule = /** @type {(inputs: L3_F_Image_Whose_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Bild, dessen Vorschrift zwei Arten von Konstanten mischt, etwa ${i?.example}, wird noch nicht gelesen.`)
};

const fr_l3_f_image_whose_rule = /** @type {(inputs: L3_F_Image_Whose_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une image dont la règle mêle deux sortes de constantes, comme ${i?.example}, n’est pas encore lue.`)
};

const es_l3_f_image_whose_rule = /** @type {(inputs: L3_F_Image_Whose_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una imagen cuya regla mezcla dos clases de constantes, como ${i?.example}, todavía no se lee.`)
};

/**
* | output |
* | --- |
* | "An image whose rule mixes two kinds of constants, such as {example}, is not read yet." |
*
* @param {L3_F_Image_Whose_RuleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_image_whose_rule = /** @type {((inputs: L3_F_Image_Whose_RuleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Image_Whose_RuleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_image_whose_rule(inputs)
	if (locale === "fr") return fr_l3_f_image_whose_rule(inputs)
	if (locale === "es") return es_l3_f_image_whose_rule(inputs)
	return en_l3_f_image_whose_rule(inputs)
});