/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ previous: NonNullable<unknown> }} Tr_Why_CoprimeInputs */

const en_tr_why_coprime = /** @type {(inputs: Tr_Why_CoprimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no common factor with ${i?.previous}, the term before`)
};

const de_tr_why_coprime = /** @type {(inputs: Tr_Why_CoprimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`kein gemeinsamer Teiler mit ${i?.previous}, dem Glied davor`)
};

const fr_tr_why_coprime = /** @type {(inputs: Tr_Why_CoprimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`aucun diviseur commun avec ${i?.previous}, le terme d’avant`)
};

const es_tr_why_coprime = /** @type {(inputs: Tr_Why_CoprimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ningún divisor común con ${i?.previous}, el término anterior`)
};

/**
* | output |
* | --- |
* | "no common factor with {previous}, the term before" |
*
* @param {Tr_Why_CoprimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_coprime = /** @type {((inputs: Tr_Why_CoprimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_CoprimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_coprime(inputs)
	if (locale === "fr") return fr_tr_why_coprime(inputs)
	if (locale === "es") return es_tr_why_coprime(inputs)
	return en_tr_why_coprime(inputs)
});