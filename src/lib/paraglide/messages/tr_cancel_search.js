/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Cancel_SearchInputs */

const en_tr_cancel_search = /** @type {(inputs: Tr_Cancel_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel the search`)
};

const de_tr_cancel_search = /** @type {(inputs: Tr_Cancel_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suche abbrechen`)
};

const fr_tr_cancel_search = /** @type {(inputs: Tr_Cancel_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler la recherche`)
};

const es_tr_cancel_search = /** @type {(inputs: Tr_Cancel_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar la búsqueda`)
};

/**
* | output |
* | --- |
* | "Cancel the search" |
*
* @param {Tr_Cancel_SearchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_cancel_search = /** @type {((inputs?: Tr_Cancel_SearchInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Cancel_SearchInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_cancel_search(inputs)
	if (locale === "fr") return fr_tr_cancel_search(inputs)
	if (locale === "es") return es_tr_cancel_search(inputs)
	return en_tr_cancel_search(inputs)
});