/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Card_CheckingInputs */

const en_subsets_card_checking = /** @type {(inputs: Subsets_Card_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the card…`)
};

const de_subsets_card_checking = /** @type {(inputs: Subsets_Card_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Karte wird geprüft…`)
};

const fr_subsets_card_checking = /** @type {(inputs: Subsets_Card_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de la carte…`)
};

const es_subsets_card_checking = /** @type {(inputs: Subsets_Card_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando la carta…`)
};

/**
* | output |
* | --- |
* | "Checking the card…" |
*
* @param {Subsets_Card_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_card_checking = /** @type {((inputs?: Subsets_Card_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Card_CheckingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_card_checking(inputs)
	if (locale === "fr") return fr_subsets_card_checking(inputs)
	if (locale === "es") return es_subsets_card_checking(inputs)
	return en_subsets_card_checking(inputs)
});