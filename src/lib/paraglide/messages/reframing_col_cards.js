/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Col_CardsInputs */

const en_reframing_col_cards = /** @type {(inputs: Reframing_Col_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards`)
};

const de_reframing_col_cards = /** @type {(inputs: Reframing_Col_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karten`)
};

const fr_reframing_col_cards = /** @type {(inputs: Reframing_Col_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartes`)
};

const es_reframing_col_cards = /** @type {(inputs: Reframing_Col_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartas`)
};

/**
* | output |
* | --- |
* | "Cards" |
*
* @param {Reframing_Col_CardsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_col_cards = /** @type {((inputs?: Reframing_Col_CardsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Col_CardsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_col_cards(inputs)
	if (locale === "fr") return fr_reframing_col_cards(inputs)
	if (locale === "es") return es_reframing_col_cards(inputs)
	return en_reframing_col_cards(inputs)
});