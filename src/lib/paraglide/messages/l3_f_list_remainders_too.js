/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_List_Remainders_TooInputs */

const en_l3_f_list_remainders_too = /** @type {(inputs: L3_F_List_Remainders_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This list of remainders is too long for the checker.`)
};

const de_l3_f_list_remainders_too = /** @type {(inputs: L3_F_List_Remainders_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Liste von Resten ist zu lang für den Prüfer.`)
};

const fr_l3_f_list_remainders_too = /** @type {(inputs: L3_F_List_Remainders_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette liste de restes est trop longue pour le vérificateur.`)
};

const es_l3_f_list_remainders_too = /** @type {(inputs: L3_F_List_Remainders_TooInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta lista de restos es demasiado larga para el comprobador.`)
};

/**
* | output |
* | --- |
* | "This list of remainders is too long for the checker." |
*
* @param {L3_F_List_Remainders_TooInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_list_remainders_too = /** @type {((inputs?: L3_F_List_Remainders_TooInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_List_Remainders_TooInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_list_remainders_too(inputs)
	if (locale === "fr") return fr_l3_f_list_remainders_too(inputs)
	if (locale === "es") return es_l3_f_list_remainders_too(inputs)
	return en_l3_f_list_remainders_too(inputs)
});