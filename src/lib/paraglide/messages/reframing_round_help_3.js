/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Round_Help_3Inputs */

const en_reframing_round_help_3 = /** @type {(inputs: Reframing_Round_Help_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before playing, everyone guesses how many cards will move from frames 1 and 2 onto frame 3.`)
};

const de_reframing_round_help_3 = /** @type {(inputs: Reframing_Round_Help_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vor dem Spielen tippen alle, wie viele Karten von den Rahmen 1 und 2 auf Rahmen 3 wandern.`)
};

const fr_reframing_round_help_3 = /** @type {(inputs: Reframing_Round_Help_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avant de jouer, chacun pronostique combien de cartes passeront des cadres 1 et 2 au cadre 3.`)
};

const es_reframing_round_help_3 = /** @type {(inputs: Reframing_Round_Help_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antes de jugar, todos pronostican cuántas cartas pasarán de los marcos 1 y 2 al marco 3.`)
};

/**
* | output |
* | --- |
* | "Before playing, everyone guesses how many cards will move from frames 1 and 2 onto frame 3." |
*
* @param {Reframing_Round_Help_3Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_round_help_3 = /** @type {((inputs?: Reframing_Round_Help_3Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Round_Help_3Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_round_help_3(inputs)
	if (locale === "fr") return fr_reframing_round_help_3(inputs)
	if (locale === "es") return es_reframing_round_help_3(inputs)
	return en_reframing_round_help_3(inputs)
});