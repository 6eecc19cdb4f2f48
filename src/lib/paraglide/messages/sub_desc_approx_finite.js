/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Sub_Desc_Approx_FiniteInputs */

const en_sub_desc_approx_finite = /** @type {(inputs: Sub_Desc_Approx_FiniteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A finite set ${i?.kind} (primes, squares, powers or products are involved, so it is listed only where checked).`)
};

const de_sub_desc_approx_finite = /** @type {(inputs: Sub_Desc_Approx_FiniteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine endliche Menge ${i?.kind} (Primzahlen, Quadratzahlen, Potenzen oder Produkte kommen vor, daher nur dort aufgezählt, wo geprüft).`)
};

const fr_sub_desc_approx_finite = /** @type {(inputs: Sub_Desc_Approx_FiniteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un ensemble fini ${i?.kind} (il y entre des nombres premiers, des carrés, des puissances ou des produits, donc il n’est listé que là où c’est vérifié).`)
};

const es_sub_desc_approx_finite = /** @type {(inputs: Sub_Desc_Approx_FiniteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un conjunto finito ${i?.kind} (intervienen primos, cuadrados, potencias o productos, así que solo se enumera donde se ha comprobado).`)
};

/**
* | output |
* | --- |
* | "A finite set {kind} (primes, squares, powers or products are involved, so it is listed only where checked)." |
*
* @param {Sub_Desc_Approx_FiniteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_approx_finite = /** @type {((inputs: Sub_Desc_Approx_FiniteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_Approx_FiniteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_approx_finite(inputs)
	if (locale === "fr") return fr_sub_desc_approx_finite(inputs)
	if (locale === "es") return es_sub_desc_approx_finite(inputs)
	return en_sub_desc_approx_finite(inputs)
});