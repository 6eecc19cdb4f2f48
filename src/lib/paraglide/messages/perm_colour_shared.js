/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, other: NonNullable<unknown>, colour: NonNullable<unknown> }} Perm_Colour_SharedInputs */

const en_perm_colour_shared = /** @type {(inputs: Perm_Colour_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} and ${i?.other} cannot both start with ${i?.colour}: each player takes a different colour.`)
};

const de_perm_colour_shared = /** @type {(inputs: Perm_Colour_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} und ${i?.other} können nicht beide mit ${i?.colour} beginnen: Jeder Spieler nimmt eine andere Farbe.`)
};

const fr_perm_colour_shared = /** @type {(inputs: Perm_Colour_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} et ${i?.other} ne peuvent pas commencer tous les deux avec le ${i?.colour} : chaque joueur prend une couleur différente.`)
};

const es_perm_colour_shared = /** @type {(inputs: Perm_Colour_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} y ${i?.other} no pueden empezar los dos con el ${i?.colour}: cada jugador toma un color distinto.`)
};

/**
* | output |
* | --- |
* | "{name} and {other} cannot both start with {colour}: each player takes a different colour." |
*
* @param {Perm_Colour_SharedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_colour_shared = /** @type {((inputs: Perm_Colour_SharedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Colour_SharedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_colour_shared(inputs)
	if (locale === "fr") return fr_perm_colour_shared(inputs)
	if (locale === "es") return es_perm_colour_shared(inputs)
	return en_perm_colour_shared(inputs)
});