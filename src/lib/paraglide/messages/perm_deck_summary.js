/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Deck_SummaryInputs */

const en_perm_deck_summary = /** @type {(inputs: Perm_Deck_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deck colours: not entered, so each new card's colour is asked`)
};

const de_perm_deck_summary = /** @type {(inputs: Perm_Deck_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deckfarben: nicht eingetragen, darum wird bei jeder neuen Karte nach der Farbe gefragt`)
};

const fr_perm_deck_summary = /** @type {(inputs: Perm_Deck_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couleurs du paquet : non saisies, donc la couleur de chaque nouvelle carte est demandée`)
};

const es_perm_deck_summary = /** @type {(inputs: Perm_Deck_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colores de la baraja: sin anotar, así que se pregunta el color de cada carta nueva`)
};

/**
* | output |
* | --- |
* | "Deck colours: not entered, so each new card's colour is asked" |
*
* @param {Perm_Deck_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_summary = /** @type {((inputs?: Perm_Deck_SummaryInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_SummaryInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_summary(inputs)
	if (locale === "fr") return fr_perm_deck_summary(inputs)
	if (locale === "es") return es_perm_deck_summary(inputs)
	return en_perm_deck_summary(inputs)
});