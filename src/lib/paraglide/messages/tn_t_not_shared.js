/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_Not_SharedInputs */

const en_tn_t_not_shared = /** @type {(inputs: Tn_T_Not_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not shared:`)
};

const de_tn_t_not_shared = /** @type {(inputs: Tn_T_Not_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht geteilt:`)
};

const fr_tn_t_not_shared = /** @type {(inputs: Tn_T_Not_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non partagée :`)
};

const es_tn_t_not_shared = /** @type {(inputs: Tn_T_Not_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No compartida:`)
};

/**
* | output |
* | --- |
* | "Not shared:" |
*
* @param {Tn_T_Not_SharedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_not_shared = /** @type {((inputs?: Tn_T_Not_SharedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_Not_SharedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_not_shared(inputs)
	if (locale === "fr") return fr_tn_t_not_shared(inputs)
	if (locale === "es") return es_tn_t_not_shared(inputs)
	return en_tn_t_not_shared(inputs)
});