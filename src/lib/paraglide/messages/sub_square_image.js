/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Square_ImageInputs */

const en_sub_square_image = /** @type {(inputs: Sub_Square_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is in S: the rule of A is the square of a polynomial with whole coefficients, so its values are squares of whole numbers, and those are in S.`)
};

const de_sub_square_image = /** @type {(inputs: Sub_Square_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A liegt in S: Die Regel von A ist das Quadrat eines Polynoms mit ganzzahligen Koeffizienten, ihre Werte sind also Quadrate ganzer Zahlen, und diese liegen in S.`)
};

const fr_sub_square_image = /** @type {(inputs: Sub_Square_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est dans S : la règle de A est le carré d’un polynôme à coefficients entiers, donc ses valeurs sont des carrés d’entiers, et ceux-ci sont dans S.`)
};

const es_sub_square_image = /** @type {(inputs: Sub_Square_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A está en S: la regla de A es el cuadrado de un polinomio con coeficientes enteros, así que sus valores son cuadrados de números enteros, y estos están en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is in S: the rule of A is the square of a polynomial with whole coefficients, so its values are squares of whole numbers, and those are in S." |
*
* @param {Sub_Square_ImageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_square_image = /** @type {((inputs?: Sub_Square_ImageInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Square_ImageInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_square_image(inputs)
	if (locale === "fr") return fr_sub_square_image(inputs)
	if (locale === "es") return es_sub_square_image(inputs)
	return en_sub_square_image(inputs)
});