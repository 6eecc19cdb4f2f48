/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Taken_BackInputs */

const en_reframing_taken_back = /** @type {(inputs: Reframing_Taken_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`taken back`)
};

const de_reframing_taken_back = /** @type {(inputs: Reframing_Taken_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zurückgenommen`)
};

const fr_reframing_taken_back = /** @type {(inputs: Reframing_Taken_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reprise`)
};

const es_reframing_taken_back = /** @type {(inputs: Reframing_Taken_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recuperada`)
};

/**
* | output |
* | --- |
* | "taken back" |
*
* @param {Reframing_Taken_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_taken_back = /** @type {((inputs?: Reframing_Taken_BackInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Taken_BackInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_taken_back(inputs)
	if (locale === "fr") return fr_reframing_taken_back(inputs)
	if (locale === "es") return es_reframing_taken_back(inputs)
	return en_reframing_taken_back(inputs)
});