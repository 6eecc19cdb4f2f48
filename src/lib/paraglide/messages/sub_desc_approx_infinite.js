/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Sub_Desc_Approx_InfiniteInputs */

const en_sub_desc_approx_infinite = /** @type {(inputs: Sub_Desc_Approx_InfiniteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An infinite set ${i?.kind}, built with primes, squares, powers or products; the checker reasons about it by remainders.`)
};

const de_sub_desc_approx_infinite = /** @type {(inputs: Sub_Desc_Approx_InfiniteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine unendliche Menge ${i?.kind}, gebildet mit Primzahlen, Quadratzahlen, Potenzen oder Produkten; der Prüfer argumentiert darüber mit Resten.`)
};

const fr_sub_desc_approx_infinite = /** @type {(inputs: Sub_Desc_Approx_InfiniteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un ensemble infini ${i?.kind}, construit avec des nombres premiers, des carrés, des puissances ou des produits ; le vérificateur raisonne dessus par les restes.`)
};

const es_sub_desc_approx_infinite = /** @type {(inputs: Sub_Desc_Approx_InfiniteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un conjunto infinito ${i?.kind}, construido con primos, cuadrados, potencias o productos; el comprobador razona sobre él por restos.`)
};

/**
* | output |
* | --- |
* | "An infinite set {kind}, built with primes, squares, powers or products; the checker reasons about it by remainders." |
*
* @param {Sub_Desc_Approx_InfiniteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_approx_infinite = /** @type {((inputs: Sub_Desc_Approx_InfiniteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_Approx_InfiniteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_approx_infinite(inputs)
	if (locale === "fr") return fr_sub_desc_approx_infinite(inputs)
	if (locale === "es") return es_sub_desc_approx_infinite(inputs)
	return en_sub_desc_approx_infinite(inputs)
});