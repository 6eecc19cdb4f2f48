/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Why_Below_TwoInputs */

const en_tr_why_below_two = /** @type {(inputs: Tr_Why_Below_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not prime (primes are 2 or more)`)
};

const de_tr_why_below_two = /** @type {(inputs: Tr_Why_Below_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ist keine Primzahl (Primzahlen sind mindestens 2)`)
};

const fr_tr_why_below_two = /** @type {(inputs: Tr_Why_Below_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`n’est pas premier (un nombre premier vaut au moins 2)`)
};

const es_tr_why_below_two = /** @type {(inputs: Tr_Why_Below_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no es primo (los primos son 2 o más)`)
};

/**
* | output |
* | --- |
* | "not prime (primes are 2 or more)" |
*
* @param {Tr_Why_Below_TwoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_below_two = /** @type {((inputs?: Tr_Why_Below_TwoInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_Below_TwoInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_below_two(inputs)
	if (locale === "fr") return fr_tr_why_below_two(inputs)
	if (locale === "es") return es_tr_why_below_two(inputs)
	return en_tr_why_below_two(inputs)
});