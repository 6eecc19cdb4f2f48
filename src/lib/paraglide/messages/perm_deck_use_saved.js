/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Deck_Use_SavedInputs */

const en_perm_deck_use_saved = /** @type {(inputs: Perm_Deck_Use_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the saved deck colours`)
};

const de_perm_deck_use_saved = /** @type {(inputs: Perm_Deck_Use_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gespeicherte Deckfarben verwenden`)
};

const fr_perm_deck_use_saved = /** @type {(inputs: Perm_Deck_Use_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser les couleurs du paquet enregistrées`)
};

const es_perm_deck_use_saved = /** @type {(inputs: Perm_Deck_Use_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar los colores de baraja guardados`)
};

/**
* | output |
* | --- |
* | "Use the saved deck colours" |
*
* @param {Perm_Deck_Use_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_use_saved = /** @type {((inputs?: Perm_Deck_Use_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_Use_SavedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_use_saved(inputs)
	if (locale === "fr") return fr_perm_deck_use_saved(inputs)
	if (locale === "es") return es_perm_deck_use_saved(inputs)
	return en_perm_deck_use_saved(inputs)
});