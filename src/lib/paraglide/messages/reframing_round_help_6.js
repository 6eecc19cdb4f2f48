/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Round_Help_6Inputs */

const en_reframing_round_help_6 = /** @type {(inputs: Reframing_Round_Help_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before playing, anyone may take cards back from the frames into their hand.`)
};

const de_reframing_round_help_6 = /** @type {(inputs: Reframing_Round_Help_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vor dem Spielen darf jeder Karten von den Rahmen zurück auf die Hand nehmen.`)
};

const fr_reframing_round_help_6 = /** @type {(inputs: Reframing_Round_Help_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avant de jouer, chacun peut reprendre en main des cartes des cadres.`)
};

const es_reframing_round_help_6 = /** @type {(inputs: Reframing_Round_Help_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antes de jugar, cualquiera puede recuperar cartas de los marcos a su mano.`)
};

/**
* | output |
* | --- |
* | "Before playing, anyone may take cards back from the frames into their hand." |
*
* @param {Reframing_Round_Help_6Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_round_help_6 = /** @type {((inputs?: Reframing_Round_Help_6Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Round_Help_6Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_round_help_6(inputs)
	if (locale === "fr") return fr_reframing_round_help_6(inputs)
	if (locale === "es") return es_reframing_round_help_6(inputs)
	return en_reframing_round_help_6(inputs)
});