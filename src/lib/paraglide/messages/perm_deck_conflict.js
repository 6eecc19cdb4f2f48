/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, colourIs: NonNullable<unknown>, knownIs: NonNullable<unknown> }} Perm_Deck_ConflictInputs */

const en_perm_deck_conflict = /** @type {(inputs: Perm_Deck_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.card} cannot be ${i?.colourIs}: it was entered as ${i?.knownIs} earlier in this game.`)
};

const de_perm_deck_conflict = /** @type {(inputs: Perm_Deck_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karte ${i?.card} kann nicht ${i?.colourIs} sein: Sie wurde früher in diesem Spiel als ${i?.knownIs} eingetragen.`)
};

const fr_perm_deck_conflict = /** @type {(inputs: Perm_Deck_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte ${i?.card} ne peut pas être ${i?.colourIs} : elle a été saisie comme ${i?.knownIs} plus tôt dans cette partie.`)
};

const es_perm_deck_conflict = /** @type {(inputs: Perm_Deck_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta ${i?.card} no puede ser ${i?.colourIs}: se anotó como ${i?.knownIs} antes en esta partida.`)
};

/**
* | output |
* | --- |
* | "Card {card} cannot be {colourIs}: it was entered as {knownIs} earlier in this game." |
*
* @param {Perm_Deck_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_deck_conflict = /** @type {((inputs: Perm_Deck_ConflictInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Deck_ConflictInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_deck_conflict(inputs)
	if (locale === "fr") return fr_perm_deck_conflict(inputs)
	if (locale === "es") return es_perm_deck_conflict(inputs)
	return en_perm_deck_conflict(inputs)
});