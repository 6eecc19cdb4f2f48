/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown> }} Reframing_Guess_Not_WholeInputs */

const en_reframing_guess_not_whole = /** @type {(inputs: Reframing_Guess_Not_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}’s guess, ${i?.value}, is not a whole number of at least 1.`)
};

const de_reframing_guess_not_whole = /** @type {(inputs: Reframing_Guess_Not_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Tipp von ${i?.name}, ${i?.value}, ist keine ganze Zahl ab 1.`)
};

const fr_reframing_guess_not_whole = /** @type {(inputs: Reframing_Guess_Not_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le pronostic de ${i?.name}, ${i?.value}, n’est pas un nombre entier d’au moins 1.`)
};

const es_reframing_guess_not_whole = /** @type {(inputs: Reframing_Guess_Not_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El pronóstico de ${i?.name}, ${i?.value}, no es un número entero mayor o igual que 1.`)
};

/**
* | output |
* | --- |
* | "{name}’s guess, {value}, is not a whole number of at least 1." |
*
* @param {Reframing_Guess_Not_WholeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_guess_not_whole = /** @type {((inputs: Reframing_Guess_Not_WholeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Guess_Not_WholeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_guess_not_whole(inputs)
	if (locale === "fr") return fr_reframing_guess_not_whole(inputs)
	if (locale === "es") return es_reframing_guess_not_whole(inputs)
	return en_reframing_guess_not_whole(inputs)
});