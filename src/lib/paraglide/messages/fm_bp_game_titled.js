/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown>, title: NonNullable<unknown> }} Fm_Bp_Game_TitledInputs */

const en_fm_bp_game_titled = /** @type {(inputs: Fm_Bp_Game_TitledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`game ${i?.n} in the file ("${i?.title}")`)
};

const de_fm_bp_game_titled = /** @type {(inputs: Fm_Bp_Game_TitledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spiel ${i?.n} in der Datei („${i?.title}“)`)
};

const fr_fm_bp_game_titled = /** @type {(inputs: Fm_Bp_Game_TitledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`partie ${i?.n} du fichier (« ${i?.title} »)`)
};

const es_fm_bp_game_titled = /** @type {(inputs: Fm_Bp_Game_TitledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`partida ${i?.n} del archivo («${i?.title}»)`)
};

/**
* | output |
* | --- |
* | "game {n} in the file (\"{title}\")" |
*
* @param {Fm_Bp_Game_TitledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_game_titled = /** @type {((inputs: Fm_Bp_Game_TitledInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_Game_TitledInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_game_titled(inputs)
	if (locale === "fr") return fr_fm_bp_game_titled(inputs)
	if (locale === "es") return es_fm_bp_game_titled(inputs)
	return en_fm_bp_game_titled(inputs)
});