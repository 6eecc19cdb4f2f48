/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Next_PlayerInputs */

const en_tn_np_next_player = /** @type {(inputs: Tn_Np_Next_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next player`)
};

const de_tn_np_next_player = /** @type {(inputs: Tn_Np_Next_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächster Spieler`)
};

const fr_tn_np_next_player = /** @type {(inputs: Tn_Np_Next_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joueur suivant`)
};

const es_tn_np_next_player = /** @type {(inputs: Tn_Np_Next_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente jugador`)
};

/**
* | output |
* | --- |
* | "Next player" |
*
* @param {Tn_Np_Next_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_next_player = /** @type {((inputs?: Tn_Np_Next_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Next_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_next_player(inputs)
	if (locale === "fr") return fr_tn_np_next_player(inputs)
	if (locale === "es") return es_tn_np_next_player(inputs)
	return en_tn_np_next_player(inputs)
});