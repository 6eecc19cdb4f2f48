/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Show_Cards_OfInputs */

const en_reframing_show_cards_of = /** @type {(inputs: Reframing_Show_Cards_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show cards of`)
};

const de_reframing_show_cards_of = /** @type {(inputs: Reframing_Show_Cards_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karten zeigen von`)
};

const fr_reframing_show_cards_of = /** @type {(inputs: Reframing_Show_Cards_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher les cartes de`)
};

const es_reframing_show_cards_of = /** @type {(inputs: Reframing_Show_Cards_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar las cartas de`)
};

/**
* | output |
* | --- |
* | "Show cards of" |
*
* @param {Reframing_Show_Cards_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_show_cards_of = /** @type {((inputs?: Reframing_Show_Cards_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Show_Cards_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_show_cards_of(inputs)
	if (locale === "fr") return fr_reframing_show_cards_of(inputs)
	if (locale === "es") return es_reframing_show_cards_of(inputs)
	return en_reframing_show_cards_of(inputs)
});