/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Fm_Bp_PlayerInputs */

const en_fm_bp_player = /** @type {(inputs: Fm_Bp_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`player ${i?.n}`)
};

const de_fm_bp_player = /** @type {(inputs: Fm_Bp_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spieler ${i?.n}`)
};

const fr_fm_bp_player = /** @type {(inputs: Fm_Bp_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`joueur ${i?.n}`)
};

const es_fm_bp_player = /** @type {(inputs: Fm_Bp_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jugador ${i?.n}`)
};

/**
* | output |
* | --- |
* | "player {n}" |
*
* @param {Fm_Bp_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_player = /** @type {((inputs: Fm_Bp_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_player(inputs)
	if (locale === "fr") return fr_fm_bp_player(inputs)
	if (locale === "es") return es_fm_bp_player(inputs)
	return en_fm_bp_player(inputs)
});