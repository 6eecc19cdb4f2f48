/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_CodeInputs */

const en_tn_t_code = /** @type {(inputs: Tn_T_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table code:`)
};

const de_tn_t_code = /** @type {(inputs: Tn_T_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tischcode:`)
};

const fr_tn_t_code = /** @type {(inputs: Tn_T_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code de la table :`)
};

const es_tn_t_code = /** @type {(inputs: Tn_T_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código de la mesa:`)
};

/**
* | output |
* | --- |
* | "Table code:" |
*
* @param {Tn_T_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_code = /** @type {((inputs?: Tn_T_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_CodeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_code(inputs)
	if (locale === "fr") return fr_tn_t_code(inputs)
	if (locale === "es") return es_tn_t_code(inputs)
	return en_tn_t_code(inputs)
});