/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_Keep_PlayingInputs */

const en_tn_s_keep_playing = /** @type {(inputs: Tn_S_Keep_PlayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep playing`)
};

const de_tn_s_keep_playing = /** @type {(inputs: Tn_S_Keep_PlayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiterspielen`)
};

const fr_tn_s_keep_playing = /** @type {(inputs: Tn_S_Keep_PlayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer à jouer`)
};

const es_tn_s_keep_playing = /** @type {(inputs: Tn_S_Keep_PlayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir jugando`)
};

/**
* | output |
* | --- |
* | "Keep playing" |
*
* @param {Tn_S_Keep_PlayingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_keep_playing = /** @type {((inputs?: Tn_S_Keep_PlayingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_Keep_PlayingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_keep_playing(inputs)
	if (locale === "fr") return fr_tn_s_keep_playing(inputs)
	if (locale === "es") return es_tn_s_keep_playing(inputs)
	return en_tn_s_keep_playing(inputs)
});