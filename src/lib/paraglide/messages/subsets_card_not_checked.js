/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Card_Not_CheckedInputs */

const en_subsets_card_not_checked = /** @type {(inputs: Subsets_Card_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not checked:`)
};

const de_subsets_card_not_checked = /** @type {(inputs: Subsets_Card_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht geprüft:`)
};

const fr_subsets_card_not_checked = /** @type {(inputs: Subsets_Card_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non vérifiée :`)
};

const es_subsets_card_not_checked = /** @type {(inputs: Subsets_Card_Not_CheckedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin comprobar:`)
};

/**
* | output |
* | --- |
* | "Not checked:" |
*
* @param {Subsets_Card_Not_CheckedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_card_not_checked = /** @type {((inputs?: Subsets_Card_Not_CheckedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Card_Not_CheckedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_card_not_checked(inputs)
	if (locale === "fr") return fr_subsets_card_not_checked(inputs)
	if (locale === "es") return es_subsets_card_not_checked(inputs)
	return en_subsets_card_not_checked(inputs)
});