/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_One_Per_PlayerInputs */

const en_perm_one_per_player = /** @type {(inputs: Perm_One_Per_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`one card per player`)
};

const de_perm_one_per_player = /** @type {(inputs: Perm_One_Per_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine Karte pro Spieler`)
};

const fr_perm_one_per_player = /** @type {(inputs: Perm_One_Per_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une carte par joueur`)
};

const es_perm_one_per_player = /** @type {(inputs: Perm_One_Per_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una carta por jugador`)
};

/**
* | output |
* | --- |
* | "one card per player" |
*
* @param {Perm_One_Per_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_one_per_player = /** @type {((inputs?: Perm_One_Per_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_One_Per_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_one_per_player(inputs)
	if (locale === "fr") return fr_perm_one_per_player(inputs)
	if (locale === "es") return es_perm_one_per_player(inputs)
	return en_perm_one_per_player(inputs)
});