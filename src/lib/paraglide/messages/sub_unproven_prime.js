/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Sub_Unproven_PrimeInputs */

const en_sub_unproven_prime = /** @type {(inputs: Sub_Unproven_PrimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The checker could neither prove nor refute this: it met ${i?.number}, which passes every test of primality, but it cannot prove a number that large prime.`)
};

const de_sub_unproven_prime = /** @type {(inputs: Sub_Unproven_PrimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Prüfer konnte das weder beweisen noch widerlegen: Er traf auf ${i?.number}, die jeden Primzahltest besteht, aber bei einer so großen Zahl kann er nicht beweisen, dass sie prim ist.`)
};

const fr_sub_unproven_prime = /** @type {(inputs: Sub_Unproven_PrimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le vérificateur n’a pu ni le démontrer ni le réfuter : il a rencontré ${i?.number}, qui passe tous les tests de primalité, mais il ne peut pas prouver qu’un nombre aussi grand est premier.`)
};

const es_sub_unproven_prime = /** @type {(inputs: Sub_Unproven_PrimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El comprobador no pudo ni demostrarlo ni refutarlo: encontró ${i?.number}, que pasa todas las pruebas de primalidad, pero no puede demostrar que un número tan grande sea primo.`)
};

/**
* | output |
* | --- |
* | "The checker could neither prove nor refute this: it met {number}, which passes every test of primality, but it cannot prove a number that large prime." |
*
* @param {Sub_Unproven_PrimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_unproven_prime = /** @type {((inputs: Sub_Unproven_PrimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Unproven_PrimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_unproven_prime(inputs)
	if (locale === "fr") return fr_sub_unproven_prime(inputs)
	if (locale === "es") return es_sub_unproven_prime(inputs)
	return en_sub_unproven_prime(inputs)
});