/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_Nobody_SeatedInputs */

const en_tn_new_nobody_seated = /** @type {(inputs: Tn_New_Nobody_SeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nobody is seated`)
};

const de_tn_new_nobody_seated = /** @type {(inputs: Tn_New_Nobody_SeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`niemand sitzt am Tisch`)
};

const fr_tn_new_nobody_seated = /** @type {(inputs: Tn_New_Nobody_SeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`personne n’est assis`)
};

const es_tn_new_nobody_seated = /** @type {(inputs: Tn_New_Nobody_SeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no hay nadie sentado`)
};

/**
* | output |
* | --- |
* | "nobody is seated" |
*
* @param {Tn_New_Nobody_SeatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_nobody_seated = /** @type {((inputs?: Tn_New_Nobody_SeatedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Nobody_SeatedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_nobody_seated(inputs)
	if (locale === "fr") return fr_tn_new_nobody_seated(inputs)
	if (locale === "es") return es_tn_new_nobody_seated(inputs)
	return en_tn_new_nobody_seated(inputs)
});