/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Root_Pi_And_E_ReadInputs */

const en_l3_f_root_pi_and_e_read = /** @type {(inputs: L3_F_Root_Pi_And_E_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`√, π and e are read beside the variable only in terms of the first degree, such as √2·x + 1, not beside its powers.`)
};

const de_l3_f_root_pi_and_e_read = /** @type {(inputs: L3_F_Root_Pi_And_E_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`√, π und e werden neben der Variablen nur in Termen ersten Grades gelesen, etwa √2·x + 1, nicht neben ihren Potenzen.`)
};

const fr_l3_f_root_pi_and_e_read = /** @type {(inputs: L3_F_Root_Pi_And_E_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`√, π et e ne sont lus à côté de la variable que dans des termes du premier degré, comme √2·x + 1, pas à côté de ses puissances.`)
};

const es_l3_f_root_pi_and_e_read = /** @type {(inputs: L3_F_Root_Pi_And_E_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`√, π y e solo se leen junto a la variable en términos de primer grado, como √2·x + 1, no junto a sus potencias.`)
};

/**
* | output |
* | --- |
* | "√, π and e are read beside the variable only in terms of the first degree, such as √2·x + 1, not beside its powers." |
*
* @param {L3_F_Root_Pi_And_E_ReadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_root_pi_and_e_read = /** @type {((inputs?: L3_F_Root_Pi_And_E_ReadInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Root_Pi_And_E_ReadInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_root_pi_and_e_read(inputs)
	if (locale === "fr") return fr_l3_f_root_pi_and_e_read(inputs)
	if (locale === "es") return es_l3_f_root_pi_and_e_read(inputs)
	return en_l3_f_root_pi_and_e_read(inputs)
});