/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Perm_No_PlayerInputs */

const en_perm_no_player = /** @type {(inputs: Perm_No_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no player ${i?.value} at this table.`)
};

const de_perm_no_player = /** @type {(inputs: Perm_No_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An diesem Tisch gibt es keinen Spieler ${i?.value}.`)
};

const fr_perm_no_player = /** @type {(inputs: Perm_No_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il n’y a pas de joueur ${i?.value} à cette table.`)
};

const es_perm_no_player = /** @type {(inputs: Perm_No_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ningún jugador ${i?.value} en esta mesa.`)
};

/**
* | output |
* | --- |
* | "There is no player {value} at this table." |
*
* @param {Perm_No_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_no_player = /** @type {((inputs: Perm_No_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_No_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_no_player(inputs)
	if (locale === "fr") return fr_perm_no_player(inputs)
	if (locale === "es") return es_perm_no_player(inputs)
	return en_perm_no_player(inputs)
});