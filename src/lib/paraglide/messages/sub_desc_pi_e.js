/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ listed: NonNullable<unknown>, first: NonNullable<unknown> }} Sub_Desc_Pi_EInputs */

const en_sub_desc_pi_e = /** @type {(inputs: Sub_Desc_Pi_EInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A finite set of real numbers, listed as ${i?.listed}. Nobody knows whether ${i?.first} is rational.`)
};

const de_sub_desc_pi_e = /** @type {(inputs: Sub_Desc_Pi_EInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine endliche Menge reeller Zahlen, aufgezählt als ${i?.listed}. Niemand weiß, ob ${i?.first} rational ist.`)
};

const fr_sub_desc_pi_e = /** @type {(inputs: Sub_Desc_Pi_EInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un ensemble fini de nombres réels, listés comme ${i?.listed}. Personne ne sait si ${i?.first} est rationnel.`)
};

const es_sub_desc_pi_e = /** @type {(inputs: Sub_Desc_Pi_EInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un conjunto finito de números reales, enumerados como ${i?.listed}. Nadie sabe si ${i?.first} es racional.`)
};

/**
* | output |
* | --- |
* | "A finite set of real numbers, listed as {listed}. Nobody knows whether {first} is rational." |
*
* @param {Sub_Desc_Pi_EInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_pi_e = /** @type {((inputs: Sub_Desc_Pi_EInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_Pi_EInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_pi_e(inputs)
	if (locale === "fr") return fr_sub_desc_pi_e(inputs)
	if (locale === "es") return es_sub_desc_pi_e(inputs)
	return en_sub_desc_pi_e(inputs)
});