/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ colour: NonNullable<unknown> }} Perm_Same_StartInputs */

const en_perm_same_start = /** @type {(inputs: Perm_Same_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Two players cannot both start with ${i?.colour}: each player takes a different colour.`)
};

const de_perm_same_start = /** @type {(inputs: Perm_Same_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zwei Spieler können nicht beide mit ${i?.colour} beginnen: Jeder Spieler nimmt eine andere Farbe.`)
};

const fr_perm_same_start = /** @type {(inputs: Perm_Same_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deux joueurs ne peuvent pas commencer tous les deux avec le ${i?.colour} : chaque joueur prend une couleur différente.`)
};

const es_perm_same_start = /** @type {(inputs: Perm_Same_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dos jugadores no pueden empezar los dos con el ${i?.colour}: cada jugador toma un color distinto.`)
};

/**
* | output |
* | --- |
* | "Two players cannot both start with {colour}: each player takes a different colour." |
*
* @param {Perm_Same_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_same_start = /** @type {((inputs: Perm_Same_StartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Same_StartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_same_start(inputs)
	if (locale === "fr") return fr_perm_same_start(inputs)
	if (locale === "es") return es_perm_same_start(inputs)
	return en_perm_same_start(inputs)
});