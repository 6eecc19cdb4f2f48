/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_HeadingInputs */

const en_ph_heading = /** @type {(inputs: Ph_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const de_ph_heading = /** @type {(inputs: Ph_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

const fr_ph_heading = /** @type {(inputs: Ph_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

const es_ph_heading = /** @type {(inputs: Ph_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos`)
};

/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Ph_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_heading = /** @type {((inputs?: Ph_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_heading(inputs)
	if (locale === "fr") return fr_ph_heading(inputs)
	if (locale === "es") return es_ph_heading(inputs)
	return en_ph_heading(inputs)
});