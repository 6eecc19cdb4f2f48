/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Dur_LessInputs */

const en_tn_dur_less = /** @type {(inputs: Tn_Dur_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`less than a minute`)
};

const de_tn_dur_less = /** @type {(inputs: Tn_Dur_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`weniger als eine Minute`)
};

const fr_tn_dur_less = /** @type {(inputs: Tn_Dur_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`moins d’une minute`)
};

const es_tn_dur_less = /** @type {(inputs: Tn_Dur_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`menos de un minuto`)
};

/**
* | output |
* | --- |
* | "less than a minute" |
*
* @param {Tn_Dur_LessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_dur_less = /** @type {((inputs?: Tn_Dur_LessInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Dur_LessInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_dur_less(inputs)
	if (locale === "fr") return fr_tn_dur_less(inputs)
	if (locale === "es") return es_tn_dur_less(inputs)
	return en_tn_dur_less(inputs)
});