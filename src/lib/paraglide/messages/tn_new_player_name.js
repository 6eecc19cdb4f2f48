/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_Player_NameInputs */

const en_tn_new_player_name = /** @type {(inputs: Tn_New_Player_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New player's name`)
};

const de_tn_new_player_name = /** @type {(inputs: Tn_New_Player_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name des neuen Spielers`)
};

const fr_tn_new_player_name = /** @type {(inputs: Tn_New_Player_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du nouveau joueur`)
};

const es_tn_new_player_name = /** @type {(inputs: Tn_New_Player_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre del nuevo jugador`)
};

/**
* | output |
* | --- |
* | "New player's name" |
*
* @param {Tn_New_Player_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_player_name = /** @type {((inputs?: Tn_New_Player_NameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Player_NameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_player_name(inputs)
	if (locale === "fr") return fr_tn_new_player_name(inputs)
	if (locale === "es") return es_tn_new_player_name(inputs)
	return en_tn_new_player_name(inputs)
});