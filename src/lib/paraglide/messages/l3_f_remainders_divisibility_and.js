/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Remainders_Divisibility_AndInputs */

const en_l3_f_remainders_divisibility_and = /** @type {(inputs: L3_F_Remainders_Divisibility_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remainders, divisibility and parity of a power of the variable are read only over whole numbers and fractions: over the reals they also hold at roots such as √14.`)
};

const de_l3_f_remainders_divisibility_and = /** @type {(inputs: L3_F_Remainders_Divisibility_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reste, Teilbarkeit und Parität einer Potenz der Variablen werden nur über ganzen Zahlen und Brüchen gelesen: Über den reellen Zahlen gelten sie auch an Wurzeln wie √14.`)
};

const fr_l3_f_remainders_divisibility_and = /** @type {(inputs: L3_F_Remainders_Divisibility_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restes, divisibilité et parité d’une puissance de la variable ne sont lus que sur les entiers et les fractions : sur les réels, ils valent aussi en des racines comme √14.`)
};

const es_l3_f_remainders_divisibility_and = /** @type {(inputs: L3_F_Remainders_Divisibility_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los restos, la divisibilidad y la paridad de una potencia de la variable solo se leen sobre números enteros y fracciones: sobre los reales también se cumplen en raíces como √14.`)
};

/**
* | output |
* | --- |
* | "Remainders, divisibility and parity of a power of the variable are read only over whole numbers and fractions: over the reals they also hold at roots such as..." |
*
* @param {L3_F_Remainders_Divisibility_AndInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_remainders_divisibility_and = /** @type {((inputs?: L3_F_Remainders_Divisibility_AndInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Remainders_Divisibility_AndInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_remainders_divisibility_and(inputs)
	if (locale === "fr") return fr_l3_f_remainders_divisibility_and(inputs)
	if (locale === "es") return es_l3_f_remainders_divisibility_and(inputs)
	return en_l3_f_remainders_divisibility_and(inputs)
});