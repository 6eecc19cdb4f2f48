/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Power_Set_NeedsInputs */

const en_l3_f_power_set_needs = /** @type {(inputs: L3_F_Power_Set_NeedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A power set needs a set inside its parentheses.`)
};

const de_l3_f_power_set_needs = /** @type {(inputs: L3_F_Power_Set_NeedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Potenzmenge braucht eine Menge in ihren Klammern.`)
};

const fr_l3_f_power_set_needs = /** @type {(inputs: L3_F_Power_Set_NeedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’ensemble des parties demande un ensemble entre ses parenthèses.`)
};

const es_l3_f_power_set_needs = /** @type {(inputs: L3_F_Power_Set_NeedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un conjunto potencia necesita un conjunto entre sus paréntesis.`)
};

/**
* | output |
* | --- |
* | "A power set needs a set inside its parentheses." |
*
* @param {L3_F_Power_Set_NeedsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_power_set_needs = /** @type {((inputs?: L3_F_Power_Set_NeedsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Power_Set_NeedsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_power_set_needs(inputs)
	if (locale === "fr") return fr_l3_f_power_set_needs(inputs)
	if (locale === "es") return es_l3_f_power_set_needs(inputs)
	return en_l3_f_power_set_needs(inputs)
});