/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_T_Which_PlayerInputs */

const en_tn_t_which_player = /** @type {(inputs: Tn_T_Which_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which player are you?`)
};

const de_tn_t_which_player = /** @type {(inputs: Tn_T_Which_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer von den Spielern bist du?`)
};

const fr_tn_t_which_player = /** @type {(inputs: Tn_T_Which_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quel joueur êtes-vous ?`)
};

const es_tn_t_which_player = /** @type {(inputs: Tn_T_Which_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Qué jugador eres?`)
};

/**
* | output |
* | --- |
* | "Which player are you?" |
*
* @param {Tn_T_Which_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_t_which_player = /** @type {((inputs?: Tn_T_Which_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_T_Which_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_t_which_player(inputs)
	if (locale === "fr") return fr_tn_t_which_player(inputs)
	if (locale === "es") return es_tn_t_which_player(inputs)
	return en_tn_t_which_player(inputs)
});