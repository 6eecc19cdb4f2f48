/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, primes: NonNullable<unknown> }} Tr_Primes_SummaryInputs */

const en_tr_primes_summary = /** @type {(inputs: Tr_Primes_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.primes} of 1 number is prime`);
	return /** @type {LocalizedString} */ (`${i?.primes} of ${i?.count} numbers are prime`)
	
};

const de_tr_primes_summary = /** @type {(inputs: Tr_Primes_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Primzahlen: ${i?.primes} von 1`);
	return /** @type {LocalizedString} */ (`Primzahlen: ${i?.primes} von ${i?.count}`)
	
};

const fr_tr_primes_summary = /** @type {(inputs: Tr_Primes_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nombres premiers : ${i?.primes} sur 1`);
	return /** @type {LocalizedString} */ (`Nombres premiers : ${i?.primes} sur ${i?.count}`)
	
};

const es_tr_primes_summary = /** @type {(inputs: Tr_Primes_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Primos: ${i?.primes} de 1`);
	return /** @type {LocalizedString} */ (`Primos: ${i?.primes} de ${i?.count}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{primes} of 1 number is prime" |
* | * | "{primes} of {count} numbers are prime" |
*
* @param {Tr_Primes_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_summary = /** @type {((inputs: Tr_Primes_SummaryInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_SummaryInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_summary(inputs)
	if (locale === "fr") return fr_tr_primes_summary(inputs)
	if (locale === "es") return es_tr_primes_summary(inputs)
	return en_tr_primes_summary(inputs)
});