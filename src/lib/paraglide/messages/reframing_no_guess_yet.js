/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reframing_No_Guess_YetInputs */

const en_reframing_no_guess_yet = /** @type {(inputs: Reframing_No_Guess_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has not made a round 3 guess yet.`)
};

const de_reframing_no_guess_yet = /** @type {(inputs: Reframing_No_Guess_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat den Tipp für Runde 3 noch nicht abgegeben.`)
};

const fr_reframing_no_guess_yet = /** @type {(inputs: Reframing_No_Guess_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n’a pas encore fait son pronostic de la manche 3.`)
};

const es_reframing_no_guess_yet = /** @type {(inputs: Reframing_No_Guess_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} aún no ha hecho su pronóstico de la ronda 3.`)
};

/**
* | output |
* | --- |
* | "{name} has not made a round 3 guess yet." |
*
* @param {Reframing_No_Guess_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_no_guess_yet = /** @type {((inputs: Reframing_No_Guess_YetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_No_Guess_YetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_no_guess_yet(inputs)
	if (locale === "fr") return fr_reframing_no_guess_yet(inputs)
	if (locale === "es") return es_reframing_no_guess_yet(inputs)
	return en_reframing_no_guess_yet(inputs)
});