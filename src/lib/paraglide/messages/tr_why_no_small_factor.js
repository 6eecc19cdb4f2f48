/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Why_No_Small_FactorInputs */

const en_tr_why_no_small_factor = /** @type {(inputs: Tr_Why_No_Small_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not prime (no small factor found)`)
};

const de_tr_why_no_small_factor = /** @type {(inputs: Tr_Why_No_Small_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ist keine Primzahl (kein kleiner Teiler gefunden)`)
};

const fr_tr_why_no_small_factor = /** @type {(inputs: Tr_Why_No_Small_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`n’est pas premier (aucun petit diviseur trouvé)`)
};

const es_tr_why_no_small_factor = /** @type {(inputs: Tr_Why_No_Small_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no es primo (no se halló ningún divisor pequeño)`)
};

/**
* | output |
* | --- |
* | "not prime (no small factor found)" |
*
* @param {Tr_Why_No_Small_FactorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_no_small_factor = /** @type {((inputs?: Tr_Why_No_Small_FactorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_No_Small_FactorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_no_small_factor(inputs)
	if (locale === "fr") return fr_tr_why_no_small_factor(inputs)
	if (locale === "es") return es_tr_why_no_small_factor(inputs)
	return en_tr_why_no_small_factor(inputs)
});