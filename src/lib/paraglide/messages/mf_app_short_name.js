/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mf_App_Short_NameInputs */

const en_mf_app_short_name = /** @type {(inputs: Mf_App_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate`)
};

const de_mf_app_short_name = /** @type {(inputs: Mf_App_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate`)
};

const fr_mf_app_short_name = /** @type {(inputs: Mf_App_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate`)
};

const es_mf_app_short_name = /** @type {(inputs: Mf_App_Short_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablemate`)
};

/**
* | output |
* | --- |
* | "Tablemate" |
*
* @param {Mf_App_Short_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const mf_app_short_name = /** @type {((inputs?: Mf_App_Short_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mf_App_Short_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mf_app_short_name(inputs)
	if (locale === "fr") return fr_mf_app_short_name(inputs)
	if (locale === "es") return es_mf_app_short_name(inputs)
	return en_mf_app_short_name(inputs)
});