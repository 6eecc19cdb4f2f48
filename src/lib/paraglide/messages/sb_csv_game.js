/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Csv_GameInputs */

const en_sb_csv_game = /** @type {(inputs: Sb_Csv_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game`)
};

const de_sb_csv_game = /** @type {(inputs: Sb_Csv_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel`)
};

const fr_sb_csv_game = /** @type {(inputs: Sb_Csv_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeu`)
};

const es_sb_csv_game = /** @type {(inputs: Sb_Csv_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juego`)
};

/**
* | output |
* | --- |
* | "Game" |
*
* @param {Sb_Csv_GameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_csv_game = /** @type {((inputs?: Sb_Csv_GameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Csv_GameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_csv_game(inputs)
	if (locale === "fr") return fr_sb_csv_game(inputs)
	if (locale === "es") return es_sb_csv_game(inputs)
	return en_sb_csv_game(inputs)
});