/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Find_ThisInputs */

const en_tr_find_this = /** @type {(inputs: Tr_Find_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find this order`)
};

const de_tr_find_this = /** @type {(inputs: Tr_Find_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Reihenfolge finden`)
};

const fr_tr_find_this = /** @type {(inputs: Tr_Find_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver cet ordre`)
};

const es_tr_find_this = /** @type {(inputs: Tr_Find_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar este orden`)
};

/**
* | output |
* | --- |
* | "Find this order" |
*
* @param {Tr_Find_ThisInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_find_this = /** @type {((inputs?: Tr_Find_ThisInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Find_ThisInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_find_this(inputs)
	if (locale === "fr") return fr_tr_find_this(inputs)
	if (locale === "es") return es_tr_find_this(inputs)
	return en_tr_find_this(inputs)
});