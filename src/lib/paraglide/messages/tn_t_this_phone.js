/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_This_PhoneInputs */

const en_tn_t_this_phone = /** @type {(inputs: Tn_T_This_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this phone`)
};

const de_tn_t_this_phone = /** @type {(inputs: Tn_T_This_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dieses Handy`)
};

const fr_tn_t_this_phone = /** @type {(inputs: Tn_T_This_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ce téléphone`)
};

const es_tn_t_this_phone = /** @type {(inputs: Tn_T_This_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`este móvil`)
};

/**
* | output |
* | --- |
* | "this phone" |
*
* @param {Tn_T_This_PhoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_this_phone = /** @type {((inputs?: Tn_T_This_PhoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_This_PhoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_this_phone(inputs)
	if (locale === "fr") return fr_tn_t_this_phone(inputs)
	if (locale === "es") return es_tn_t_this_phone(inputs)
	return en_tn_t_this_phone(inputs)
});