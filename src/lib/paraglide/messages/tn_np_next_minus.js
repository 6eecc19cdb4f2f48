/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Next_MinusInputs */

const en_tn_np_next_minus = /** @type {(inputs: Tn_Np_Next_MinusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next player, minus`)
};

const de_tn_np_next_minus = /** @type {(inputs: Tn_Np_Next_MinusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächster Spieler, minus`)
};

const fr_tn_np_next_minus = /** @type {(inputs: Tn_Np_Next_MinusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joueur suivant, en négatif`)
};

const es_tn_np_next_minus = /** @type {(inputs: Tn_Np_Next_MinusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente jugador, en negativo`)
};

/**
* | output |
* | --- |
* | "Next player, minus" |
*
* @param {Tn_Np_Next_MinusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_next_minus = /** @type {((inputs?: Tn_Np_Next_MinusInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Next_MinusInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_next_minus(inputs)
	if (locale === "fr") return fr_tn_np_next_minus(inputs)
	if (locale === "es") return es_tn_np_next_minus(inputs)
	return en_tn_np_next_minus(inputs)
});