/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Lists_All_InInputs */

const en_tr_lists_all_in = /** @type {(inputs: Tr_Lists_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every b-list is already in for this round.`)
};

const de_tr_lists_all_in = /** @type {(inputs: Tr_Lists_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle b-Listen dieser Runde sind schon eingegeben.`)
};

const fr_tr_lists_all_in = /** @type {(inputs: Tr_Lists_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les listes b de cette manche sont déjà saisies.`)
};

const es_tr_lists_all_in = /** @type {(inputs: Tr_Lists_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las listas b de esta ronda ya están anotadas.`)
};

/**
* | output |
* | --- |
* | "Every b-list is already in for this round." |
*
* @param {Tr_Lists_All_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_lists_all_in = /** @type {((inputs?: Tr_Lists_All_InInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Lists_All_InInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_lists_all_in(inputs)
	if (locale === "fr") return fr_tr_lists_all_in(inputs)
	if (locale === "es") return es_tr_lists_all_in(inputs)
	return en_tr_lists_all_in(inputs)
});