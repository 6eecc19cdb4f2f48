/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mf_App_NameInputs */

const en_mf_app_name = /** @type {(inputs: Mf_App_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate: scores and rules`)
};

const de_mf_app_name = /** @type {(inputs: Mf_App_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate: Punkte und Regeln`)
};

const fr_mf_app_name = /** @type {(inputs: Mf_App_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate : scores et règles`)
};

const es_mf_app_name = /** @type {(inputs: Mf_App_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate: puntos y reglas`)
};

/**
* | output |
* | --- |
* | "Tablemate: scores and rules" |
*
* @param {Mf_App_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const mf_app_name = /** @type {((inputs?: Mf_App_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mf_App_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mf_app_name(inputs)
	if (locale === "fr") return fr_mf_app_name(inputs)
	if (locale === "es") return es_mf_app_name(inputs)
	return en_mf_app_name(inputs)
});