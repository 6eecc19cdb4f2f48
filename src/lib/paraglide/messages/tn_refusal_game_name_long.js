/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tn_Refusal_Game_Name_LongInputs */

const en_tn_refusal_game_name_long = /** @type {(inputs: Tn_Refusal_Game_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The game's name is too long: at most ${i?.max} characters.`)
};

const de_tn_refusal_game_name_long = /** @type {(inputs: Tn_Refusal_Game_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Name des Spiels ist zu lang: höchstens ${i?.max} Zeichen.`)
};

const fr_tn_refusal_game_name_long = /** @type {(inputs: Tn_Refusal_Game_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nom du jeu est trop long : ${i?.max} caractères au plus.`)
};

const es_tn_refusal_game_name_long = /** @type {(inputs: Tn_Refusal_Game_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El nombre del juego es demasiado largo: como mucho ${i?.max} caracteres.`)
};

/**
* | output |
* | --- |
* | "The game's name is too long: at most {max} characters." |
*
* @param {Tn_Refusal_Game_Name_LongInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_game_name_long = /** @type {((inputs: Tn_Refusal_Game_Name_LongInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_Game_Name_LongInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_game_name_long(inputs)
	if (locale === "fr") return fr_tn_refusal_game_name_long(inputs)
	if (locale === "es") return es_tn_refusal_game_name_long(inputs)
	return en_tn_refusal_game_name_long(inputs)
});