/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Over_Before_AnyInputs */

const en_tn_np_over_before_any = /** @type {(inputs: Tn_Np_Over_Before_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The game is over before any round.`)
};

const de_tn_np_over_before_any = /** @type {(inputs: Tn_Np_Over_Before_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Spiel ist vorbei, bevor eine Runde gespielt wurde.`)
};

const fr_tn_np_over_before_any = /** @type {(inputs: Tn_Np_Over_Before_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partie est finie avant toute manche.`)
};

const es_tn_np_over_before_any = /** @type {(inputs: Tn_Np_Over_Before_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La partida ha terminado antes de cualquier ronda.`)
};

/**
* | output |
* | --- |
* | "The game is over before any round." |
*
* @param {Tn_Np_Over_Before_AnyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_over_before_any = /** @type {((inputs?: Tn_Np_Over_Before_AnyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Over_Before_AnyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_over_before_any(inputs)
	if (locale === "fr") return fr_tn_np_over_before_any(inputs)
	if (locale === "es") return es_tn_np_over_before_any(inputs)
	return en_tn_np_over_before_any(inputs)
});