/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, colour: NonNullable<unknown>, colourIs: NonNullable<unknown>, colourMany: NonNullable<unknown> }} Perm_Colour_FullInputs */

const en_perm_colour_full = /** @type {(inputs: Perm_Colour_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.card} cannot be ${i?.colourIs}: all 12 ${i?.colourMany} cards have been seen already.`)
};

const de_perm_colour_full = /** @type {(inputs: Perm_Colour_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karte ${i?.card} kann nicht ${i?.colourIs} sein: Alle 12 Karten in ${i?.colour} wurden schon gesehen.`)
};

const fr_perm_colour_full = /** @type {(inputs: Perm_Colour_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte ${i?.card} ne peut pas être ${i?.colourIs} : les 12 cartes ${i?.colourMany} ont déjà toutes été vues.`)
};

const es_perm_colour_full = /** @type {(inputs: Perm_Colour_FullInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta ${i?.card} no puede ser ${i?.colourIs}: ya se han visto las 12 cartas ${i?.colourMany}.`)
};

/**
* | card | output |
* | --- | --- |
* | * | "Card {card} cannot be {colourIs}: all 12 {colourMany} cards have been seen already." |
*
* @param {Perm_Colour_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_colour_full = /** @type {((inputs: Perm_Colour_FullInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Colour_FullInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_colour_full(inputs)
	if (locale === "fr") return fr_perm_colour_full(inputs)
	if (locale === "es") return es_perm_colour_full(inputs)
	return en_perm_colour_full(inputs)
});