/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Not_PrimeInputs */

const en_sub_not_prime = /** @type {(inputs: Sub_Not_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every element of A is a product of two whole numbers other than 0, 1 and −1, so it is not prime; every such number is in S.`)
};

const de_sub_not_prime = /** @type {(inputs: Sub_Not_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Element von A ist ein Produkt zweier ganzer Zahlen außer 0, 1 und −1, also keine Primzahl; jede solche Zahl liegt in S.`)
};

const fr_sub_not_prime = /** @type {(inputs: Sub_Not_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout élément de A est le produit de deux entiers autres que 0, 1 et −1, donc il n’est pas premier ; tout nombre de ce type est dans S.`)
};

const es_sub_not_prime = /** @type {(inputs: Sub_Not_PrimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todo elemento de A es producto de dos números enteros distintos de 0, 1 y −1, así que no es primo; todo número así está en S.`)
};

/**
* | output |
* | --- |
* | "Every element of A is a product of two whole numbers other than 0, 1 and −1, so it is not prime; every such number is in S." |
*
* @param {Sub_Not_PrimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_not_prime = /** @type {((inputs?: Sub_Not_PrimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Not_PrimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_not_prime(inputs)
	if (locale === "fr") return fr_sub_not_prime(inputs)
	if (locale === "es") return es_sub_not_prime(inputs)
	return en_sub_not_prime(inputs)
});