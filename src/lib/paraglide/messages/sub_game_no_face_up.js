/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_No_Face_UpInputs */

const en_sub_game_no_face_up = /** @type {(inputs: Sub_Game_No_Face_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no face-up pile on the table.`)
};

const de_sub_game_no_face_up = /** @type {(inputs: Sub_Game_No_Face_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf dem Tisch liegt kein offener Stapel.`)
};

const fr_sub_game_no_face_up = /** @type {(inputs: Sub_Game_No_Face_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n’y a aucune pile face visible sur la table.`)
};

const es_sub_game_no_face_up = /** @type {(inputs: Sub_Game_No_Face_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ningún montón boca arriba en la mesa.`)
};

/**
* | output |
* | --- |
* | "There is no face-up pile on the table." |
*
* @param {Sub_Game_No_Face_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_no_face_up = /** @type {((inputs?: Sub_Game_No_Face_UpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_No_Face_UpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_no_face_up(inputs)
	if (locale === "fr") return fr_sub_game_no_face_up(inputs)
	if (locale === "es") return es_sub_game_no_face_up(inputs)
	return en_sub_game_no_face_up(inputs)
});