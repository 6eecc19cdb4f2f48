/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Opt_RefusedInputs */

const en_tr_opt_refused = /** @type {(inputs: Tr_Opt_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The optimiser could not search with these lists.`)
};

const de_tr_opt_refused = /** @type {(inputs: Tr_Opt_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Optimierer konnte mit diesen Listen nicht suchen.`)
};

const fr_tr_opt_refused = /** @type {(inputs: Tr_Opt_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’optimiseur n’a pas pu chercher avec ces listes.`)
};

const es_tr_opt_refused = /** @type {(inputs: Tr_Opt_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El optimizador no pudo buscar con estas listas.`)
};

/**
* | output |
* | --- |
* | "The optimiser could not search with these lists." |
*
* @param {Tr_Opt_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_opt_refused = /** @type {((inputs?: Tr_Opt_RefusedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Opt_RefusedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_opt_refused(inputs)
	if (locale === "fr") return fr_tr_opt_refused(inputs)
	if (locale === "es") return es_tr_opt_refused(inputs)
	return en_tr_opt_refused(inputs)
});