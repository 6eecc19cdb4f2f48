/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Deck_SaveInputs */

const en_perm_deck_save = /** @type {(inputs: Perm_Deck_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the deck colours`)
};

const de_perm_deck_save = /** @type {(inputs: Perm_Deck_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deckfarben speichern`)
};

const fr_perm_deck_save = /** @type {(inputs: Perm_Deck_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les couleurs du paquet`)
};

const es_perm_deck_save = /** @type {(inputs: Perm_Deck_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar los colores de la baraja`)
};

/**
* | output |
* | --- |
* | "Save the deck colours" |
*
* @param {Perm_Deck_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_save = /** @type {((inputs?: Perm_Deck_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_SaveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_save(inputs)
	if (locale === "fr") return fr_perm_deck_save(inputs)
	if (locale === "es") return es_perm_deck_save(inputs)
	return en_perm_deck_save(inputs)
});