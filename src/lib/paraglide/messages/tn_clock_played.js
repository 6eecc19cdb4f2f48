/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Clock_PlayedInputs */

const en_tn_clock_played = /** @type {(inputs: Tn_Clock_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time played`)
};

const de_tn_clock_played = /** @type {(inputs: Tn_Clock_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spielzeit`)
};

const fr_tn_clock_played = /** @type {(inputs: Tn_Clock_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temps de jeu`)
};

const es_tn_clock_played = /** @type {(inputs: Tn_Clock_PlayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo de juego`)
};

/**
* | output |
* | --- |
* | "Time played" |
*
* @param {Tn_Clock_PlayedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_clock_played = /** @type {((inputs?: Tn_Clock_PlayedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Clock_PlayedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_clock_played(inputs)
	if (locale === "fr") return fr_tn_clock_played(inputs)
	if (locale === "es") return es_tn_clock_played(inputs)
	return en_tn_clock_played(inputs)
});