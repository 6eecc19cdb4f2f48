/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tr_Rounds_Per_PlayerInputs */

const en_tr_rounds_per_player = /** @type {(inputs: Tr_Rounds_Per_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rounds per player must be a whole number from 1 to ${i?.max}.`)
};

const de_tr_rounds_per_player = /** @type {(inputs: Tr_Rounds_Per_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Runden pro Spieler müssen eine ganze Zahl von 1 bis ${i?.max} sein.`)
};

const fr_tr_rounds_per_player = /** @type {(inputs: Tr_Rounds_Per_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les manches par joueur doivent être un nombre entier de 1 à ${i?.max}.`)
};

const es_tr_rounds_per_player = /** @type {(inputs: Tr_Rounds_Per_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las rondas por jugador deben ser un número entero de 1 a ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "Rounds per player must be a whole number from 1 to {max}." |
*
* @param {Tr_Rounds_Per_PlayerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_rounds_per_player = /** @type {((inputs: Tr_Rounds_Per_PlayerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Rounds_Per_PlayerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_rounds_per_player(inputs)
	if (locale === "fr") return fr_tr_rounds_per_player(inputs)
	if (locale === "es") return es_tr_rounds_per_player(inputs)
	return en_tr_rounds_per_player(inputs)
});