/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_CancelledInputs */

const en_sb_cancelled = /** @type {(inputs: Sb_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The import was cancelled. Nothing was imported.`)
};

const de_sb_cancelled = /** @type {(inputs: Sb_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Import wurde abgebrochen. Es wurde nichts importiert.`)
};

const fr_sb_cancelled = /** @type {(inputs: Sb_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’import a été annulé. Rien n’a été importé.`)
};

const es_sb_cancelled = /** @type {(inputs: Sb_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La importación se ha cancelado. No se ha importado nada.`)
};

/**
* | output |
* | --- |
* | "The import was cancelled. Nothing was imported." |
*
* @param {Sb_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_cancelled = /** @type {((inputs?: Sb_CancelledInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_CancelledInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_cancelled(inputs)
	if (locale === "fr") return fr_sb_cancelled(inputs)
	if (locale === "es") return es_sb_cancelled(inputs)
	return en_sb_cancelled(inputs)
});