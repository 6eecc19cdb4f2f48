/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_SearchingInputs */

const en_tr_searching = /** @type {(inputs: Tr_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching…`)
};

const de_tr_searching = /** @type {(inputs: Tr_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suche läuft…`)
};

const fr_tr_searching = /** @type {(inputs: Tr_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche…`)
};

const es_tr_searching = /** @type {(inputs: Tr_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscando…`)
};

/**
* | output |
* | --- |
* | "Searching…" |
*
* @param {Tr_SearchingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_searching = /** @type {((inputs?: Tr_SearchingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_SearchingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_searching(inputs)
	if (locale === "fr") return fr_tr_searching(inputs)
	if (locale === "es") return es_tr_searching(inputs)
	return en_tr_searching(inputs)
});