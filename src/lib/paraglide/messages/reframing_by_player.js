/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ round: NonNullable<unknown> }} Reframing_By_PlayerInputs */

const en_reframing_by_player = /** @type {(inputs: Reframing_By_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Round ${i?.round} by player`)
};

const de_reframing_by_player = /** @type {(inputs: Reframing_By_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runde ${i?.round} nach Spieler`)
};

const fr_reframing_by_player = /** @type {(inputs: Reframing_By_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manche ${i?.round} par joueur`)
};

const es_reframing_by_player = /** @type {(inputs: Reframing_By_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ronda ${i?.round} por jugador`)
};

/**
* | output |
* | --- |
* | "Round {round} by player" |
*
* @param {Reframing_By_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_by_player = /** @type {((inputs: Reframing_By_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_By_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_by_player(inputs)
	if (locale === "fr") return fr_reframing_by_player(inputs)
	if (locale === "es") return es_reframing_by_player(inputs)
	return en_reframing_by_player(inputs)
});