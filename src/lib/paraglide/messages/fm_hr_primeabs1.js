/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Primeabs1Inputs */

const en_fm_hr_primeabs1 = /** @type {(inputs: Fm_Hr_Primeabs1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Count negative primes`)
};

const de_fm_hr_primeabs1 = /** @type {(inputs: Fm_Hr_Primeabs1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negative Primzahlen zählen`)
};

const fr_fm_hr_primeabs1 = /** @type {(inputs: Fm_Hr_Primeabs1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compter les nombres premiers négatifs`)
};

const es_fm_hr_primeabs1 = /** @type {(inputs: Fm_Hr_Primeabs1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contar los primos negativos`)
};

/**
* | output |
* | --- |
* | "Count negative primes" |
*
* @param {Fm_Hr_Primeabs1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_primeabs1 = /** @type {((inputs?: Fm_Hr_Primeabs1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Primeabs1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_primeabs1(inputs)
	if (locale === "fr") return fr_fm_hr_primeabs1(inputs)
	if (locale === "es") return es_fm_hr_primeabs1(inputs)
	return en_fm_hr_primeabs1(inputs)
});
export { fm_hr_primeabs1 as "fm_hr_primeAbs" }