/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Card_PlaceholderInputs */

const en_subsets_card_placeholder = /** @type {(inputs: Subsets_Card_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. {x ∈ ℕ | x is even}`)
};

const de_subsets_card_placeholder = /** @type {(inputs: Subsets_Card_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z. B. {x ∈ ℕ | x ist gerade}`)
};

const fr_subsets_card_placeholder = /** @type {(inputs: Subsets_Card_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. {x ∈ ℕ | x est pair}`)
};

const es_subsets_card_placeholder = /** @type {(inputs: Subsets_Card_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej. {x ∈ ℕ | x es par}`)
};

/**
* | output |
* | --- |
* | "e.g. {x ∈ ℕ \| x is even}" |
*
* @param {Subsets_Card_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_card_placeholder = /** @type {((inputs?: Subsets_Card_PlaceholderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Card_PlaceholderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_card_placeholder(inputs)
	if (locale === "fr") return fr_subsets_card_placeholder(inputs)
	if (locale === "es") return es_subsets_card_placeholder(inputs)
	return en_subsets_card_placeholder(inputs)
});