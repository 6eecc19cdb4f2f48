/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Opt_OddInputs */

const en_tr_opt_odd = /** @type {(inputs: Tr_Opt_OddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The optimiser answered oddly.`)
};

const de_tr_opt_odd = /** @type {(inputs: Tr_Opt_OddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Optimierer hat seltsam geantwortet.`)
};

const fr_tr_opt_odd = /** @type {(inputs: Tr_Opt_OddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’optimiseur a répondu de façon inattendue.`)
};

const es_tr_opt_odd = /** @type {(inputs: Tr_Opt_OddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El optimizador respondió de forma extraña.`)
};

/**
* | output |
* | --- |
* | "The optimiser answered oddly." |
*
* @param {Tr_Opt_OddInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_opt_odd = /** @type {((inputs?: Tr_Opt_OddInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Opt_OddInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_opt_odd(inputs)
	if (locale === "fr") return fr_tr_opt_odd(inputs)
	if (locale === "es") return es_tr_opt_odd(inputs)
	return en_tr_opt_odd(inputs)
});