/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_Not_AvailableInputs */

const en_tn_new_not_available = /** @type {(inputs: Tn_New_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not available yet.`)
};

const de_tn_new_not_available = /** @type {(inputs: Tn_New_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht verfügbar.`)
};

const fr_tn_new_not_available = /** @type {(inputs: Tn_New_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore disponible.`)
};

const es_tn_new_not_available = /** @type {(inputs: Tn_New_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no disponible.`)
};

/**
* | output |
* | --- |
* | "Not available yet." |
*
* @param {Tn_New_Not_AvailableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_not_available = /** @type {((inputs?: Tn_New_Not_AvailableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Not_AvailableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_not_available(inputs)
	if (locale === "fr") return fr_tn_new_not_available(inputs)
	if (locale === "es") return es_tn_new_not_available(inputs)
	return en_tn_new_not_available(inputs)
});