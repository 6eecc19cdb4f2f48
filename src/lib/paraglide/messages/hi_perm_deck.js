/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hi_Perm_DeckInputs */

const en_hi_perm_deck = /** @type {(inputs: Hi_Perm_DeckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deck colours entered`)
};

const de_hi_perm_deck = /** @type {(inputs: Hi_Perm_DeckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farben des Stapels eingegeben`)
};

const fr_hi_perm_deck = /** @type {(inputs: Hi_Perm_DeckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleurs du paquet saisies`)
};

const es_hi_perm_deck = /** @type {(inputs: Hi_Perm_DeckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colores de la baraja introducidos`)
};

/**
* | output |
* | --- |
* | "Deck colours entered" |
*
* @param {Hi_Perm_DeckInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_perm_deck = /** @type {((inputs?: Hi_Perm_DeckInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Perm_DeckInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_perm_deck(inputs)
	if (locale === "fr") return fr_hi_perm_deck(inputs)
	if (locale === "es") return es_hi_perm_deck(inputs)
	return en_hi_perm_deck(inputs)
});