/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_Show_CodeInputs */

const en_tn_t_show_code = /** @type {(inputs: Tn_T_Show_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the table code`)
};

const de_tn_t_show_code = /** @type {(inputs: Tn_T_Show_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tischcode zeigen`)
};

const fr_tn_t_show_code = /** @type {(inputs: Tn_T_Show_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher le code de la table`)
};

const es_tn_t_show_code = /** @type {(inputs: Tn_T_Show_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar el código de la mesa`)
};

/**
* | output |
* | --- |
* | "Show the table code" |
*
* @param {Tn_T_Show_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_show_code = /** @type {((inputs?: Tn_T_Show_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_Show_CodeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_show_code(inputs)
	if (locale === "fr") return fr_tn_t_show_code(inputs)
	if (locale === "es") return es_tn_t_show_code(inputs)
	return en_tn_t_show_code(inputs)
});