/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Game_Face_DownInputs */

const en_sub_game_face_down = /** @type {(inputs: Sub_Game_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Face down`)
};

const de_sub_game_face_down = /** @type {(inputs: Sub_Game_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdeckt`)
};

const fr_sub_game_face_down = /** @type {(inputs: Sub_Game_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Face cachée`)
};

const es_sub_game_face_down = /** @type {(inputs: Sub_Game_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boca abajo`)
};

/**
* | output |
* | --- |
* | "Face down" |
*
* @param {Sub_Game_Face_DownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_game_face_down = /** @type {((inputs?: Sub_Game_Face_DownInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Game_Face_DownInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_game_face_down(inputs)
	if (locale === "fr") return fr_sub_game_face_down(inputs)
	if (locale === "es") return es_sub_game_face_down(inputs)
	return en_sub_game_face_down(inputs)
});