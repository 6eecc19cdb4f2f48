/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Perm_Player_CountInputs */

const en_perm_player_count = /** @type {(inputs: Perm_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permutations is for 3 or 4 players, not ${i?.count}.`)
};

const de_perm_player_count = /** @type {(inputs: Perm_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permutations ist für 3 oder 4 Spieler, nicht für ${i?.count}.`)
};

const fr_perm_player_count = /** @type {(inputs: Perm_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permutations se joue à 3 ou 4 joueurs, pas à ${i?.count}.`)
};

const es_perm_player_count = /** @type {(inputs: Perm_Player_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Permutations es para 3 o 4 jugadores, no para ${i?.count}.`)
};

/**
* | output |
* | --- |
* | "Permutations is for 3 or 4 players, not {count}." |
*
* @param {Perm_Player_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_player_count = /** @type {((inputs: Perm_Player_CountInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Player_CountInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_player_count(inputs)
	if (locale === "fr") return fr_perm_player_count(inputs)
	if (locale === "es") return es_perm_player_count(inputs)
	return en_perm_player_count(inputs)
});