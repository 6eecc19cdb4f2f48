/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Deck_HelpInputs */

const en_perm_deck_help = /** @type {(inputs: Perm_Deck_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List the numbers of each colour, with ranges like 1-12. Once entered, the referee asks for numbers only.`)
};

const de_perm_deck_help = /** @type {(inputs: Perm_Deck_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste die Zahlen jeder Farbe auf, mit Bereichen wie 1-12. Danach fragt der Schiedsrichter nur noch nach Zahlen.`)
};

const fr_perm_deck_help = /** @type {(inputs: Perm_Deck_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste les numéros de chaque couleur, avec des plages comme 1-12. Une fois saisis, l’arbitre ne demande plus que les numéros.`)
};

const es_perm_deck_help = /** @type {(inputs: Perm_Deck_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe los números de cada color, con intervalos como 1-12. Una vez anotados, el árbitro solo pide números.`)
};

/**
* | output |
* | --- |
* | "List the numbers of each colour, with ranges like 1-12. Once entered, the referee asks for numbers only." |
*
* @param {Perm_Deck_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_help = /** @type {((inputs?: Perm_Deck_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_help(inputs)
	if (locale === "fr") return fr_perm_deck_help(inputs)
	if (locale === "es") return es_perm_deck_help(inputs)
	return en_perm_deck_help(inputs)
});