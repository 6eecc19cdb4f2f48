/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Whole_Number_OrInputs */

const en_l3_f_whole_number_or = /** @type {(inputs: L3_F_Whole_Number_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A whole number or a fraction is needed here, not √, π or e.`)
};

const de_l3_f_whole_number_or = /** @type {(inputs: L3_F_Whole_Number_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier wird eine ganze Zahl oder ein Bruch gebraucht, nicht √, π oder e.`)
};

const fr_l3_f_whole_number_or = /** @type {(inputs: L3_F_Whole_Number_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il faut ici un entier ou une fraction, pas √, π ou e.`)
};

const es_l3_f_whole_number_or = /** @type {(inputs: L3_F_Whole_Number_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí hace falta un número entero o una fracción, no √, π ni e.`)
};

/**
* | output |
* | --- |
* | "A whole number or a fraction is needed here, not √, π or e." |
*
* @param {L3_F_Whole_Number_OrInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_whole_number_or = /** @type {((inputs?: L3_F_Whole_Number_OrInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Whole_Number_OrInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_whole_number_or(inputs)
	if (locale === "fr") return fr_l3_f_whole_number_or(inputs)
	if (locale === "es") return es_l3_f_whole_number_or(inputs)
	return en_l3_f_whole_number_or(inputs)
});