/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Col_PlayerInputs */

const en_reframing_col_player = /** @type {(inputs: Reframing_Col_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player`)
};

const de_reframing_col_player = /** @type {(inputs: Reframing_Col_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler`)
};

const fr_reframing_col_player = /** @type {(inputs: Reframing_Col_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joueur`)
};

const es_reframing_col_player = /** @type {(inputs: Reframing_Col_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugador`)
};

/**
* | output |
* | --- |
* | "Player" |
*
* @param {Reframing_Col_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_col_player = /** @type {((inputs?: Reframing_Col_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Col_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_col_player(inputs)
	if (locale === "fr") return fr_reframing_col_player(inputs)
	if (locale === "es") return es_reframing_col_player(inputs)
	return en_reframing_col_player(inputs)
});