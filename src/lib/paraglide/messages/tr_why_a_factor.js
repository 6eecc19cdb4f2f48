/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ factor: NonNullable<unknown> }} Tr_Why_A_FactorInputs */

const en_tr_why_a_factor = /** @type {(inputs: Tr_Why_A_FactorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`not prime, a factor ${i?.factor}`)
};

const de_tr_why_a_factor = /** @type {(inputs: Tr_Why_A_FactorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ist keine Primzahl, ein Teiler ist ${i?.factor}`)
};

const fr_tr_why_a_factor = /** @type {(inputs: Tr_Why_A_FactorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`n’est pas premier, il a le diviseur ${i?.factor}`)
};

const es_tr_why_a_factor = /** @type {(inputs: Tr_Why_A_FactorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no es primo, tiene el divisor ${i?.factor}`)
};

/**
* | output |
* | --- |
* | "not prime, a factor {factor}" |
*
* @param {Tr_Why_A_FactorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_a_factor = /** @type {((inputs: Tr_Why_A_FactorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_A_FactorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_a_factor(inputs)
	if (locale === "fr") return fr_tr_why_a_factor(inputs)
	if (locale === "es") return es_tr_why_a_factor(inputs)
	return en_tr_why_a_factor(inputs)
});