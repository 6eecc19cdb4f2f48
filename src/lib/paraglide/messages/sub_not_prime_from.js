/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown> }} Sub_Not_Prime_FromInputs */

const en_sub_not_prime_from = /** @type {(inputs: Sub_Not_Prime_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every element of A is a product of two whole numbers other than 0, 1 and −1, so it is not prime, and it is at least ${i?.from}; every such number is in S.`)
};

const de_sub_not_prime_from = /** @type {(inputs: Sub_Not_Prime_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jedes Element von A ist ein Produkt zweier ganzer Zahlen außer 0, 1 und −1, also keine Primzahl, und mindestens ${i?.from}; jede solche Zahl liegt in S.`)
};

const fr_sub_not_prime_from = /** @type {(inputs: Sub_Not_Prime_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout élément de A est le produit de deux entiers autres que 0, 1 et −1, donc il n’est pas premier, et il vaut au moins ${i?.from} ; tout nombre de ce type est dans S.`)
};

const es_sub_not_prime_from = /** @type {(inputs: Sub_Not_Prime_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo elemento de A es producto de dos números enteros distintos de 0, 1 y −1, así que no es primo, y es al menos ${i?.from}; todo número así está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is a product of two whole numbers other than 0, 1 and −1, so it is not prime, and it is at least {from}; every such number is in S." |
*
* @param {Sub_Not_Prime_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_not_prime_from = /** @type {((inputs: Sub_Not_Prime_FromInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Not_Prime_FromInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_not_prime_from(inputs)
	if (locale === "fr") return fr_sub_not_prime_from(inputs)
	if (locale === "es") return es_sub_not_prime_from(inputs)
	return en_sub_not_prime_from(inputs)
});