/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tb_No_Player_YetInputs */

const en_tb_no_player_yet = /** @type {(inputs: Tb_No_Player_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No player chosen yet`)
};

const de_tb_no_player_yet = /** @type {(inputs: Tb_No_Player_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein Spieler gewählt`)
};

const fr_tb_no_player_yet = /** @type {(inputs: Tb_No_Player_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun joueur choisi pour l’instant`)
};

const es_tb_no_player_yet = /** @type {(inputs: Tb_No_Player_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin jugador elegido`)
};

/**
* | output |
* | --- |
* | "No player chosen yet" |
*
* @param {Tb_No_Player_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_no_player_yet = /** @type {((inputs?: Tb_No_Player_YetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_No_Player_YetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_no_player_yet(inputs)
	if (locale === "fr") return fr_tb_no_player_yet(inputs)
	if (locale === "es") return es_tb_no_player_yet(inputs)
	return en_tb_no_player_yet(inputs)
});