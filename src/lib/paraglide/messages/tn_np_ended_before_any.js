/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Ended_Before_AnyInputs */

const en_tn_np_ended_before_any = /** @type {(inputs: Tn_Np_Ended_Before_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table ended the game before any round.`)
};

const de_tn_np_ended_before_any = /** @type {(inputs: Tn_Np_Ended_Before_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch hat das Spiel beendet, bevor eine Runde gespielt wurde.`)
};

const fr_tn_np_ended_before_any = /** @type {(inputs: Tn_Np_Ended_Before_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table a arrêté la partie avant toute manche.`)
};

const es_tn_np_ended_before_any = /** @type {(inputs: Tn_Np_Ended_Before_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa terminó la partida antes de cualquier ronda.`)
};

/**
* | output |
* | --- |
* | "The table ended the game before any round." |
*
* @param {Tn_Np_Ended_Before_AnyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_ended_before_any = /** @type {((inputs?: Tn_Np_Ended_Before_AnyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Ended_Before_AnyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_ended_before_any(inputs)
	if (locale === "fr") return fr_tn_np_ended_before_any(inputs)
	if (locale === "es") return es_tn_np_ended_before_any(inputs)
	return en_tn_np_ended_before_any(inputs)
});