/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Find_BestInputs */

const en_tr_find_best = /** @type {(inputs: Tr_Find_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find my best order`)
};

const de_tr_find_best = /** @type {(inputs: Tr_Find_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine beste Reihenfolge finden`)
};

const fr_tr_find_best = /** @type {(inputs: Tr_Find_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver mon meilleur ordre`)
};

const es_tr_find_best = /** @type {(inputs: Tr_Find_BestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar mi mejor orden`)
};

/**
* | output |
* | --- |
* | "Find my best order" |
*
* @param {Tr_Find_BestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_find_best = /** @type {((inputs?: Tr_Find_BestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Find_BestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_find_best(inputs)
	if (locale === "fr") return fr_tr_find_best(inputs)
	if (locale === "es") return es_tr_find_best(inputs)
	return en_tr_find_best(inputs)
});