/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_Joiner_StartInputs */

const en_tn_np_joiner_start = /** @type {(inputs: Tn_Np_Joiner_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their starting score`)
};

const de_tn_np_joiner_start = /** @type {(inputs: Tn_Np_Joiner_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Startpunktzahl`)
};

const fr_tn_np_joiner_start = /** @type {(inputs: Tn_Np_Joiner_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Son score de départ`)
};

const es_tn_np_joiner_start = /** @type {(inputs: Tn_Np_Joiner_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su puntuación inicial`)
};

/**
* | output |
* | --- |
* | "Their starting score" |
*
* @param {Tn_Np_Joiner_StartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_joiner_start = /** @type {((inputs?: Tn_Np_Joiner_StartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Joiner_StartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_joiner_start(inputs)
	if (locale === "fr") return fr_tn_np_joiner_start(inputs)
	if (locale === "es") return es_tn_np_joiner_start(inputs)
	return en_tn_np_joiner_start(inputs)
});