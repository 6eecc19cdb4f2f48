/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Recent_ErrorInputs */

const en_subsets_recent_error = /** @type {(inputs: Subsets_Recent_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is an error card.`)
};

const de_subsets_recent_error = /** @type {(inputs: Subsets_Recent_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ist eine Fehlerkarte.`)
};

const fr_subsets_recent_error = /** @type {(inputs: Subsets_Recent_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`est une carte erronée.`)
};

const es_subsets_recent_error = /** @type {(inputs: Subsets_Recent_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`es una carta errónea.`)
};

/**
* | output |
* | --- |
* | "is an error card." |
*
* @param {Subsets_Recent_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_recent_error = /** @type {((inputs?: Subsets_Recent_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Recent_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_recent_error(inputs)
	if (locale === "fr") return fr_subsets_recent_error(inputs)
	if (locale === "es") return es_subsets_recent_error(inputs)
	return en_subsets_recent_error(inputs)
});