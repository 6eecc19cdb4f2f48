/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Pi_E_BoundsInputs */

const en_sub_pi_e_bounds = /** @type {(inputs: Sub_Pi_E_BoundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: numbers made of π and e are placed by bounds that narrow as far as needed.`)
};

const de_sub_pi_e_bounds = /** @type {(inputs: Sub_Pi_E_BoundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Zahlen aus π und e werden mit Schranken eingeordnet, die sich so weit wie nötig verengen.`)
};

const fr_sub_pi_e_bounds = /** @type {(inputs: Sub_Pi_E_BoundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : les nombres formés de π et e sont placés grâce à des encadrements resserrés autant que nécessaire.`)
};

const es_sub_pi_e_bounds = /** @type {(inputs: Sub_Pi_E_BoundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: los números hechos con π y e se sitúan con cotas que se estrechan tanto como haga falta.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: numbers made of π and e are placed by bounds that narrow as far as needed." |
*
* @param {Sub_Pi_E_BoundsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_pi_e_bounds = /** @type {((inputs?: Sub_Pi_E_BoundsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Pi_E_BoundsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_pi_e_bounds(inputs)
	if (locale === "fr") return fr_sub_pi_e_bounds(inputs)
	if (locale === "es") return es_sub_pi_e_bounds(inputs)
	return en_sub_pi_e_bounds(inputs)
});