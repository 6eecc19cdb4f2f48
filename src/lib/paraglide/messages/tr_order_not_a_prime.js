/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Order_Not_A_PrimeInputs */

const en_tr_order_not_a_prime = /** @type {(inputs: Tr_Order_Not_A_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order a must use exactly the terms of a′, each once.`)
};

const de_tr_order_not_a_prime = /** @type {(inputs: Tr_Order_Not_A_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Reihenfolge a muss genau die Glieder von a′ verwenden, jedes einmal.`)
};

const fr_tr_order_not_a_prime = /** @type {(inputs: Tr_Order_Not_A_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’ordre a doit utiliser exactement les termes de a′, chacun une fois.`)
};

const es_tr_order_not_a_prime = /** @type {(inputs: Tr_Order_Not_A_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El orden a debe usar exactamente los términos de a′, cada uno una vez.`)
};

/**
* | output |
* | --- |
* | "The order a must use exactly the terms of a′, each once." |
*
* @param {Tr_Order_Not_A_PrimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_order_not_a_prime = /** @type {((inputs?: Tr_Order_Not_A_PrimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Order_Not_A_PrimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_order_not_a_prime(inputs)
	if (locale === "fr") return fr_tr_order_not_a_prime(inputs)
	if (locale === "es") return es_tr_order_not_a_prime(inputs)
	return en_tr_order_not_a_prime(inputs)
});