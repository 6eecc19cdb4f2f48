/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reframing_Guess_Too_LargeInputs */

const en_reframing_guess_too_large = /** @type {(inputs: Reframing_Guess_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s guess is too large to be read exactly; no table moves that many cards.`)
};

const de_reframing_guess_too_large = /** @type {(inputs: Reframing_Guess_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tipp von ${i?.name} ist zu groß, um ihn genau zu lesen; so viele Karten bewegt kein Tisch.`)
};

const fr_reframing_guess_too_large = /** @type {(inputs: Reframing_Guess_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le pronostic de ${i?.name} est trop grand pour être lu exactement ; aucune table ne déplace autant de cartes.`)
};

const es_reframing_guess_too_large = /** @type {(inputs: Reframing_Guess_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El pronóstico de ${i?.name} es demasiado grande para leerlo con exactitud; ninguna mesa mueve tantas cartas.`)
};

/**
* | output |
* | --- |
* | "{name}’s guess is too large to be read exactly; no table moves that many cards." |
*
* @param {Reframing_Guess_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_guess_too_large = /** @type {((inputs: Reframing_Guess_Too_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Guess_Too_LargeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_guess_too_large(inputs)
	if (locale === "fr") return fr_reframing_guess_too_large(inputs)
	if (locale === "es") return es_reframing_guess_too_large(inputs)
	return en_reframing_guess_too_large(inputs)
});