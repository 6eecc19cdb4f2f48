/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tr_Primes_DigitsInputs */

const en_tr_primes_digits = /** @type {(inputs: Tr_Primes_DigitsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} (1 digit)`);
	return /** @type {LocalizedString} */ (`${i?.shown} (${i?.count} digits)`)
	
};

const de_tr_primes_digits = /** @type {(inputs: Tr_Primes_DigitsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} (1 Ziffer)`);
	return /** @type {LocalizedString} */ (`${i?.shown} (${i?.count} Ziffern)`)
	
};

const fr_tr_primes_digits = /** @type {(inputs: Tr_Primes_DigitsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} (1 chiffre)`);
	return /** @type {LocalizedString} */ (`${i?.shown} (${i?.count} chiffres)`)
	
};

const es_tr_primes_digits = /** @type {(inputs: Tr_Primes_DigitsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} (1 cifra)`);
	return /** @type {LocalizedString} */ (`${i?.shown} (${i?.count} cifras)`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} (1 digit)" |
* | * | "{shown} ({count} digits)" |
*
* @param {Tr_Primes_DigitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_primes_digits = /** @type {((inputs: Tr_Primes_DigitsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Primes_DigitsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_primes_digits(inputs)
	if (locale === "fr") return fr_tr_primes_digits(inputs)
	if (locale === "es") return es_tr_primes_digits(inputs)
	return en_tr_primes_digits(inputs)
});