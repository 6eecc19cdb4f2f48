/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Guess_LabelInputs */

const en_reframing_guess_label = /** @type {(inputs: Reframing_Guess_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your guess: how many cards will move from frames 1 and 2 onto frame 3?`)
};

const de_reframing_guess_label = /** @type {(inputs: Reframing_Guess_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Tipp: Wie viele Karten wandern von den Rahmen 1 und 2 auf Rahmen 3?`)
};

const fr_reframing_guess_label = /** @type {(inputs: Reframing_Guess_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ton pronostic : combien de cartes passeront des cadres 1 et 2 au cadre 3 ?`)
};

const es_reframing_guess_label = /** @type {(inputs: Reframing_Guess_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pronóstico: ¿cuántas cartas pasarán de los marcos 1 y 2 al marco 3?`)
};

/**
* | output |
* | --- |
* | "Your guess: how many cards will move from frames 1 and 2 onto frame 3?" |
*
* @param {Reframing_Guess_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_guess_label = /** @type {((inputs?: Reframing_Guess_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Guess_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_guess_label(inputs)
	if (locale === "fr") return fr_reframing_guess_label(inputs)
	if (locale === "es") return es_reframing_guess_label(inputs)
	return en_reframing_guess_label(inputs)
});