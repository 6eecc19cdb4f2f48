/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Reframing_No_PlayerInputs */

const en_reframing_no_player = /** @type {(inputs: Reframing_No_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no player ${i?.value} in this match.`)
};

const de_reframing_no_player = /** @type {(inputs: Reframing_No_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In dieser Partie gibt es keinen Spieler ${i?.value}.`)
};

const fr_reframing_no_player = /** @type {(inputs: Reframing_No_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il n’y a pas de joueur ${i?.value} dans cette partie.`)
};

const es_reframing_no_player = /** @type {(inputs: Reframing_No_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ningún jugador ${i?.value} en esta partida.`)
};

/**
* | output |
* | --- |
* | "There is no player {value} in this match." |
*
* @param {Reframing_No_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_no_player = /** @type {((inputs: Reframing_No_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_No_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_no_player(inputs)
	if (locale === "fr") return fr_reframing_no_player(inputs)
	if (locale === "es") return es_reframing_no_player(inputs)
	return en_reframing_no_player(inputs)
});