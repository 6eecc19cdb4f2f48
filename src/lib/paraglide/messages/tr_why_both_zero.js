/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Why_Both_ZeroInputs */

const en_tr_why_both_zero = /** @type {(inputs: Tr_Why_Both_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the term before is 0 as well, so they share every factor`)
};

const de_tr_why_both_zero = /** @type {(inputs: Tr_Why_Both_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`das Glied davor ist auch 0, also haben sie jeden Teiler gemeinsam`)
};

const fr_tr_why_both_zero = /** @type {(inputs: Tr_Why_Both_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`le terme d’avant vaut 0 aussi, ils ont donc tous leurs diviseurs en commun`)
};

const es_tr_why_both_zero = /** @type {(inputs: Tr_Why_Both_ZeroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el término anterior también es 0, así que comparten todos los divisores`)
};

/**
* | output |
* | --- |
* | "the term before is 0 as well, so they share every factor" |
*
* @param {Tr_Why_Both_ZeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_why_both_zero = /** @type {((inputs?: Tr_Why_Both_ZeroInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Why_Both_ZeroInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_why_both_zero(inputs)
	if (locale === "fr") return fr_tr_why_both_zero(inputs)
	if (locale === "es") return es_tr_why_both_zero(inputs)
	return en_tr_why_both_zero(inputs)
});