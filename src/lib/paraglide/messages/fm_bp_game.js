/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Fm_Bp_GameInputs */

const en_fm_bp_game = /** @type {(inputs: Fm_Bp_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`game ${i?.n} in the file`)
};

const de_fm_bp_game = /** @type {(inputs: Fm_Bp_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spiel ${i?.n} in der Datei`)
};

const fr_fm_bp_game = /** @type {(inputs: Fm_Bp_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`partie ${i?.n} du fichier`)
};

const es_fm_bp_game = /** @type {(inputs: Fm_Bp_GameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`partida ${i?.n} del archivo`)
};

/**
* | output |
* | --- |
* | "game {n} in the file" |
*
* @param {Fm_Bp_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_game = /** @type {((inputs: Fm_Bp_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_game(inputs)
	if (locale === "fr") return fr_fm_bp_game(inputs)
	if (locale === "es") return es_fm_bp_game(inputs)
	return en_fm_bp_game(inputs)
});