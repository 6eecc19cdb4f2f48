/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Root_Pi_And_E_CanInputs */

const en_l3_f_root_pi_and_e_can = /** @type {(inputs: L3_F_Root_Pi_And_E_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`√, π and e can be listed, compared with the variable and used as interval ends, but not in this term.`)
};

const de_l3_f_root_pi_and_e_can = /** @type {(inputs: L3_F_Root_Pi_And_E_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`√, π und e dürfen aufgezählt, mit der Variablen verglichen und als Intervallgrenzen verwendet werden, aber nicht in diesem Term.`)
};

const fr_l3_f_root_pi_and_e_can = /** @type {(inputs: L3_F_Root_Pi_And_E_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`√, π et e peuvent être listés, comparés à la variable et servir de bornes d’intervalle, mais pas dans ce terme.`)
};

const es_l3_f_root_pi_and_e_can = /** @type {(inputs: L3_F_Root_Pi_And_E_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`√, π y e se pueden enumerar, comparar con la variable y usar como extremos de un intervalo, pero no en este término.`)
};

/**
* | output |
* | --- |
* | "√, π and e can be listed, compared with the variable and used as interval ends, but not in this term." |
*
* @param {L3_F_Root_Pi_And_E_CanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_root_pi_and_e_can = /** @type {((inputs?: L3_F_Root_Pi_And_E_CanInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Root_Pi_And_E_CanInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_root_pi_and_e_can(inputs)
	if (locale === "fr") return fr_l3_f_root_pi_and_e_can(inputs)
	if (locale === "es") return es_l3_f_root_pi_and_e_can(inputs)
	return en_l3_f_root_pi_and_e_can(inputs)
});