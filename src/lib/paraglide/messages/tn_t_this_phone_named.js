/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tn_T_This_Phone_NamedInputs */

const en_tn_t_this_phone_named = /** @type {(inputs: Tn_T_This_Phone_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`this phone (${i?.name})`)
};

const de_tn_t_this_phone_named = /** @type {(inputs: Tn_T_This_Phone_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dieses Handy (${i?.name})`)
};

const fr_tn_t_this_phone_named = /** @type {(inputs: Tn_T_This_Phone_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ce téléphone (${i?.name})`)
};

const es_tn_t_this_phone_named = /** @type {(inputs: Tn_T_This_Phone_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`este móvil (${i?.name})`)
};

/**
* | output |
* | --- |
* | "this phone ({name})" |
*
* @param {Tn_T_This_Phone_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_this_phone_named = /** @type {((inputs: Tn_T_This_Phone_NamedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_This_Phone_NamedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_this_phone_named(inputs)
	if (locale === "fr") return fr_tn_t_this_phone_named(inputs)
	if (locale === "es") return es_tn_t_this_phone_named(inputs)
	return en_tn_t_this_phone_named(inputs)
});