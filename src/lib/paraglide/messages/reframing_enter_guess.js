/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Enter_GuessInputs */

const en_reframing_enter_guess = /** @type {(inputs: Reframing_Enter_GuessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your guess, a whole number of at least 1.`)
};

const de_reframing_enter_guess = /** @type {(inputs: Reframing_Enter_GuessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib deinen Tipp ein, eine ganze Zahl ab 1.`)
};

const fr_reframing_enter_guess = /** @type {(inputs: Reframing_Enter_GuessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisis ton pronostic, un nombre entier d’au moins 1.`)
};

const es_reframing_enter_guess = /** @type {(inputs: Reframing_Enter_GuessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce tu pronóstico, un número entero mayor o igual que 1.`)
};

/**
* | output |
* | --- |
* | "Enter your guess, a whole number of at least 1." |
*
* @param {Reframing_Enter_GuessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_enter_guess = /** @type {((inputs?: Reframing_Enter_GuessInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Enter_GuessInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_enter_guess(inputs)
	if (locale === "fr") return fr_reframing_enter_guess(inputs)
	if (locale === "es") return es_reframing_enter_guess(inputs)
	return en_reframing_enter_guess(inputs)
});