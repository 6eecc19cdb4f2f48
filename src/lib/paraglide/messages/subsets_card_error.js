/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Card_ErrorInputs */

const en_subsets_card_error = /** @type {(inputs: Subsets_Card_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error card:`)
};

const de_subsets_card_error = /** @type {(inputs: Subsets_Card_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlerkarte:`)
};

const fr_subsets_card_error = /** @type {(inputs: Subsets_Card_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte erronée :`)
};

const es_subsets_card_error = /** @type {(inputs: Subsets_Card_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carta errónea:`)
};

/**
* | output |
* | --- |
* | "Error card:" |
*
* @param {Subsets_Card_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_card_error = /** @type {((inputs?: Subsets_Card_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Card_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_card_error(inputs)
	if (locale === "fr") return fr_subsets_card_error(inputs)
	if (locale === "es") return es_subsets_card_error(inputs)
	return en_subsets_card_error(inputs)
});