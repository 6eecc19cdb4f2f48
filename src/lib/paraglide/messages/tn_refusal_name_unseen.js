/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Refusal_Name_UnseenInputs */

const en_tn_refusal_name_unseen = /** @type {(inputs: Tn_Refusal_Name_UnseenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That name has no character that can be seen.`)
};

const de_tn_refusal_name_unseen = /** @type {(inputs: Tn_Refusal_Name_UnseenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Name hat kein sichtbares Zeichen.`)
};

const fr_tn_refusal_name_unseen = /** @type {(inputs: Tn_Refusal_Name_UnseenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce nom n’a aucun caractère visible.`)
};

const es_tn_refusal_name_unseen = /** @type {(inputs: Tn_Refusal_Name_UnseenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ese nombre no tiene ningún carácter visible.`)
};

/**
* | output |
* | --- |
* | "That name has no character that can be seen." |
*
* @param {Tn_Refusal_Name_UnseenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_name_unseen = /** @type {((inputs?: Tn_Refusal_Name_UnseenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Name_UnseenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_name_unseen(inputs)
	if (locale === "fr") return fr_tn_refusal_name_unseen(inputs)
	if (locale === "es") return es_tn_refusal_name_unseen(inputs)
	return en_tn_refusal_name_unseen(inputs)
});