/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Pi_E_EndsInputs */

const en_sub_pi_e_ends = /** @type {(inputs: Sub_Pi_E_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: the ends were compared by bounds of π and e that narrow as far as needed.`)
};

const de_sub_pi_e_ends = /** @type {(inputs: Sub_Pi_E_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Die Grenzen wurden mit Schranken für π und e verglichen, die sich so weit wie nötig verengen.`)
};

const fr_sub_pi_e_ends = /** @type {(inputs: Sub_Pi_E_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : les bornes ont été comparées grâce à des encadrements de π et e resserrés autant que nécessaire.`)
};

const es_sub_pi_e_ends = /** @type {(inputs: Sub_Pi_E_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: los extremos se compararon con cotas de π y e que se estrechan tanto como haga falta.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: the ends were compared by bounds of π and e that narrow as far as needed." |
*
* @param {Sub_Pi_E_EndsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_pi_e_ends = /** @type {((inputs?: Sub_Pi_E_EndsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Pi_E_EndsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_pi_e_ends(inputs)
	if (locale === "fr") return fr_sub_pi_e_ends(inputs)
	if (locale === "es") return es_sub_pi_e_ends(inputs)
	return en_sub_pi_e_ends(inputs)
});