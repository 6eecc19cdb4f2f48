/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Sign_Root_NeedsInputs */

const en_l3_f_sign_root_needs = /** @type {(inputs: L3_F_Sign_Root_NeedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign √ needs a number after it.`)
};

const de_l3_f_sign_root_needs = /** @type {(inputs: L3_F_Sign_Root_NeedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach dem Zeichen √ muss eine Zahl stehen.`)
};

const fr_l3_f_sign_root_needs = /** @type {(inputs: L3_F_Sign_Root_NeedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le signe √ demande un nombre après lui.`)
};

const es_l3_f_sign_root_needs = /** @type {(inputs: L3_F_Sign_Root_NeedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El signo √ necesita un número detrás.`)
};

/**
* | output |
* | --- |
* | "The sign √ needs a number after it." |
*
* @param {L3_F_Sign_Root_NeedsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_sign_root_needs = /** @type {((inputs?: L3_F_Sign_Root_NeedsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Sign_Root_NeedsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_sign_root_needs(inputs)
	if (locale === "fr") return fr_l3_f_sign_root_needs(inputs)
	if (locale === "es") return es_l3_f_sign_root_needs(inputs)
	return en_l3_f_sign_root_needs(inputs)
});