/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Opt_CancelledInputs */

const en_tr_opt_cancelled = /** @type {(inputs: Tr_Opt_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search cancelled.`)
};

const de_tr_opt_cancelled = /** @type {(inputs: Tr_Opt_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suche abgebrochen.`)
};

const fr_tr_opt_cancelled = /** @type {(inputs: Tr_Opt_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche annulée.`)
};

const es_tr_opt_cancelled = /** @type {(inputs: Tr_Opt_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Búsqueda cancelada.`)
};

/**
* | output |
* | --- |
* | "Search cancelled." |
*
* @param {Tr_Opt_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_opt_cancelled = /** @type {((inputs?: Tr_Opt_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Opt_CancelledInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_opt_cancelled(inputs)
	if (locale === "fr") return fr_tr_opt_cancelled(inputs)
	if (locale === "es") return es_tr_opt_cancelled(inputs)
	return en_tr_opt_cancelled(inputs)
});