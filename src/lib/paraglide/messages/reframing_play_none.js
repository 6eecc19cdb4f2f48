/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Play_NoneInputs */

const en_reframing_play_none = /** @type {(inputs: Reframing_Play_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You play no card this round.`)
};

const de_reframing_play_none = /** @type {(inputs: Reframing_Play_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du spielst in dieser Runde keine Karte.`)
};

const fr_reframing_play_none = /** @type {(inputs: Reframing_Play_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu ne joues aucune carte cette manche.`)
};

const es_reframing_play_none = /** @type {(inputs: Reframing_Play_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No juegas ninguna carta en esta ronda.`)
};

/**
* | output |
* | --- |
* | "You play no card this round." |
*
* @param {Reframing_Play_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_play_none = /** @type {((inputs?: Reframing_Play_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Play_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_play_none(inputs)
	if (locale === "fr") return fr_reframing_play_none(inputs)
	if (locale === "es") return es_reframing_play_none(inputs)
	return en_reframing_play_none(inputs)
});