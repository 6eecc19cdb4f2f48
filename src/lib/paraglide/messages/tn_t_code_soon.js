/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_Code_SoonInputs */

const en_tn_t_code_soon = /** @type {(inputs: Tn_T_Code_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table code appears here once the relay has taken the table.`)
};

const de_tn_t_code_soon = /** @type {(inputs: Tn_T_Code_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tischcode erscheint hier, sobald das Relay den Tisch angenommen hat.`)
};

const fr_tn_t_code_soon = /** @type {(inputs: Tn_T_Code_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le code de la table s’affiche ici dès que le relais a pris la table.`)
};

const es_tn_t_code_soon = /** @type {(inputs: Tn_T_Code_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El código de la mesa aparece aquí en cuanto el relé acepta la mesa.`)
};

/**
* | output |
* | --- |
* | "The table code appears here once the relay has taken the table." |
*
* @param {Tn_T_Code_SoonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_code_soon = /** @type {((inputs?: Tn_T_Code_SoonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_Code_SoonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_code_soon(inputs)
	if (locale === "fr") return fr_tn_t_code_soon(inputs)
	if (locale === "es") return es_tn_t_code_soon(inputs)
	return en_tn_t_code_soon(inputs)
});