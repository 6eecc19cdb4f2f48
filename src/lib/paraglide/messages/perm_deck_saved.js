/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Deck_SavedInputs */

const en_perm_deck_saved = /** @type {(inputs: Perm_Deck_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device has your deck's colours from an earlier game.`)
};

const de_perm_deck_saved = /** @type {(inputs: Perm_Deck_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät hat die Farben deines Decks aus einem früheren Spiel.`)
};

const fr_perm_deck_saved = /** @type {(inputs: Perm_Deck_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet appareil a les couleurs de ton paquet d’une partie précédente.`)
};

const es_perm_deck_saved = /** @type {(inputs: Perm_Deck_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este dispositivo tiene los colores de tu baraja de una partida anterior.`)
};

/**
* | output |
* | --- |
* | "This device has your deck's colours from an earlier game." |
*
* @param {Perm_Deck_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_saved = /** @type {((inputs?: Perm_Deck_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_SavedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_saved(inputs)
	if (locale === "fr") return fr_perm_deck_saved(inputs)
	if (locale === "es") return es_perm_deck_saved(inputs)
	return en_perm_deck_saved(inputs)
});