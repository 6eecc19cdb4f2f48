/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Criterion_CoprimeInputs */

const en_tr_criterion_coprime = /** @type {(inputs: Tr_Criterion_CoprimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coprime to the previous term`)
};

const de_tr_criterion_coprime = /** @type {(inputs: Tr_Criterion_CoprimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilerfremd zum vorigen Glied`)
};

const fr_tr_criterion_coprime = /** @type {(inputs: Tr_Criterion_CoprimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier avec le terme précédent`)
};

const es_tr_criterion_coprime = /** @type {(inputs: Tr_Criterion_CoprimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coprimo con el término anterior`)
};

/**
* | output |
* | --- |
* | "Coprime to the previous term" |
*
* @param {Tr_Criterion_CoprimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_criterion_coprime = /** @type {((inputs?: Tr_Criterion_CoprimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Criterion_CoprimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_criterion_coprime(inputs)
	if (locale === "fr") return fr_tr_criterion_coprime(inputs)
	if (locale === "es") return es_tr_criterion_coprime(inputs)
	return en_tr_criterion_coprime(inputs)
});