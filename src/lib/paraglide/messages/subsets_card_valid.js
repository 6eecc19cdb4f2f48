/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Card_ValidInputs */

const en_subsets_card_valid = /** @type {(inputs: Subsets_Card_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct set.`)
};

const de_subsets_card_valid = /** @type {(inputs: Subsets_Card_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Korrekte Menge.`)
};

const fr_subsets_card_valid = /** @type {(inputs: Subsets_Card_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensemble correct.`)
};

const es_subsets_card_valid = /** @type {(inputs: Subsets_Card_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conjunto correcto.`)
};

/**
* | output |
* | --- |
* | "Correct set." |
*
* @param {Subsets_Card_ValidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_card_valid = /** @type {((inputs?: Subsets_Card_ValidInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Card_ValidInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_card_valid(inputs)
	if (locale === "fr") return fr_subsets_card_valid(inputs)
	if (locale === "es") return es_subsets_card_valid(inputs)
	return en_subsets_card_valid(inputs)
});