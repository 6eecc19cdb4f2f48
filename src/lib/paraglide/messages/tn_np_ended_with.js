/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ result: NonNullable<unknown> }} Tn_Np_Ended_WithInputs */

const en_tn_np_ended_with = /** @type {(inputs: Tn_Np_Ended_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table ended the game: ${i?.result}`)
};

const de_tn_np_ended_with = /** @type {(inputs: Tn_Np_Ended_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tisch hat das Spiel beendet: ${i?.result}`)
};

const fr_tn_np_ended_with = /** @type {(inputs: Tn_Np_Ended_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La table a arrêté la partie : ${i?.result}`)
};

const es_tn_np_ended_with = /** @type {(inputs: Tn_Np_Ended_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La mesa terminó la partida: ${i?.result}`)
};

/**
* | output |
* | --- |
* | "The table ended the game: {result}" |
*
* @param {Tn_Np_Ended_WithInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_ended_with = /** @type {((inputs: Tn_Np_Ended_WithInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Ended_WithInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_ended_with(inputs)
	if (locale === "fr") return fr_tn_np_ended_with(inputs)
	if (locale === "es") return es_tn_np_ended_with(inputs)
	return en_tn_np_ended_with(inputs)
});