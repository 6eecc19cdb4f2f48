/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reframing_No_Cards_OfInputs */

const en_reframing_no_cards_of = /** @type {(inputs: Reframing_No_Cards_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No cards of ${i?.name}.`)
};

const de_reframing_no_cards_of = /** @type {(inputs: Reframing_No_Cards_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keine Karten von ${i?.name}.`)
};

const fr_reframing_no_cards_of = /** @type {(inputs: Reframing_No_Cards_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucune carte de ${i?.name}.`)
};

const es_reframing_no_cards_of = /** @type {(inputs: Reframing_No_Cards_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ninguna carta de ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "No cards of {name}." |
*
* @param {Reframing_No_Cards_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_no_cards_of = /** @type {((inputs: Reframing_No_Cards_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_No_Cards_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_no_cards_of(inputs)
	if (locale === "fr") return fr_reframing_no_cards_of(inputs)
	if (locale === "es") return es_reframing_no_cards_of(inputs)
	return en_reframing_no_cards_of(inputs)
});