/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_Name_GameInputs */

const en_tn_new_name_game = /** @type {(inputs: Tn_New_Name_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name this game (optional)`)
};

const de_tn_new_name_game = /** @type {(inputs: Tn_New_Name_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name für dieses Spiel (optional)`)
};

const fr_tn_new_name_game = /** @type {(inputs: Tn_New_Name_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nommer cette partie (facultatif)`)
};

const es_tn_new_name_game = /** @type {(inputs: Tn_New_Name_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de esta partida (opcional)`)
};

/**
* | output |
* | --- |
* | "Name this game (optional)" |
*
* @param {Tn_New_Name_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_name_game = /** @type {((inputs?: Tn_New_Name_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Name_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_name_game(inputs)
	if (locale === "fr") return fr_tn_new_name_game(inputs)
	if (locale === "es") return es_tn_new_name_game(inputs)
	return en_tn_new_name_game(inputs)
});