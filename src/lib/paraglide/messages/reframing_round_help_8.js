/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Round_Help_8Inputs */

const en_reframing_round_help_8 = /** @type {(inputs: Reframing_Round_Help_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besides playing, anyone may boost cards one frame up, at most one from each frame.`)
};

const de_reframing_round_help_8 = /** @type {(inputs: Reframing_Round_Help_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neben dem Spielen darf jeder Karten einen Rahmen höher anheben, höchstens eine von jedem Rahmen.`)
};

const fr_reframing_round_help_8 = /** @type {(inputs: Reframing_Round_Help_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En plus de jouer, chacun peut monter des cartes d’un cadre, au plus une par cadre.`)
};

const es_reframing_round_help_8 = /** @type {(inputs: Reframing_Round_Help_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Además de jugar, cualquiera puede subir cartas un marco, como mucho una de cada marco.`)
};

/**
* | output |
* | --- |
* | "Besides playing, anyone may boost cards one frame up, at most one from each frame." |
*
* @param {Reframing_Round_Help_8Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_round_help_8 = /** @type {((inputs?: Reframing_Round_Help_8Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Round_Help_8Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_round_help_8(inputs)
	if (locale === "fr") return fr_reframing_round_help_8(inputs)
	if (locale === "es") return es_reframing_round_help_8(inputs)
	return en_reframing_round_help_8(inputs)
});