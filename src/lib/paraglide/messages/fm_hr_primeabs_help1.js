/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Primeabs_Help1Inputs */

const en_fm_hr_primeabs_help1 = /** @type {(inputs: Fm_Hr_Primeabs_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When on, a term scores under the prime test when its absolute value is prime, so −7 counts.`)
};

const de_fm_hr_primeabs_help1 = /** @type {(inputs: Fm_Hr_Primeabs_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn an, punktet ein Glied beim Primzahltest, wenn sein Betrag eine Primzahl ist; −7 zählt also.`)
};

const fr_fm_hr_primeabs_help1 = /** @type {(inputs: Fm_Hr_Primeabs_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si activé, un terme marque au test de primalité quand sa valeur absolue est première : −7 compte donc.`)
};

const es_fm_hr_primeabs_help1 = /** @type {(inputs: Fm_Hr_Primeabs_Help1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si está activado, un término puntúa en la prueba de primos cuando su valor absoluto es primo, así que −7 cuenta.`)
};

/**
* | output |
* | --- |
* | "When on, a term scores under the prime test when its absolute value is prime, so −7 counts." |
*
* @param {Fm_Hr_Primeabs_Help1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_primeabs_help1 = /** @type {((inputs?: Fm_Hr_Primeabs_Help1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Primeabs_Help1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_primeabs_help1(inputs)
	if (locale === "fr") return fr_fm_hr_primeabs_help1(inputs)
	if (locale === "es") return es_fm_hr_primeabs_help1(inputs)
	return en_fm_hr_primeabs_help1(inputs)
});
export { fm_hr_primeabs_help1 as "fm_hr_primeAbs_help" }