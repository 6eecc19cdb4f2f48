/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Perm_Set_Aside_ColourInputs */

const en_perm_set_aside_colour = /** @type {(inputs: Perm_Set_Aside_ColourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The colour set aside must be a card colour, not ${i?.value}.`)
};

const de_perm_set_aside_colour = /** @type {(inputs: Perm_Set_Aside_ColourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die weggelegte Farbe muss eine Kartenfarbe sein, nicht ${i?.value}.`)
};

const fr_perm_set_aside_colour = /** @type {(inputs: Perm_Set_Aside_ColourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La couleur mise de côté doit être une couleur de carte, pas ${i?.value}.`)
};

const es_perm_set_aside_colour = /** @type {(inputs: Perm_Set_Aside_ColourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El color que se aparta debe ser un color de carta, no ${i?.value}.`)
};

/**
* | output |
* | --- |
* | "The colour set aside must be a card colour, not {value}." |
*
* @param {Perm_Set_Aside_ColourInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_set_aside_colour = /** @type {((inputs: Perm_Set_Aside_ColourInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Set_Aside_ColourInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_set_aside_colour(inputs)
	if (locale === "fr") return fr_perm_set_aside_colour(inputs)
	if (locale === "es") return es_perm_set_aside_colour(inputs)
	return en_perm_set_aside_colour(inputs)
});