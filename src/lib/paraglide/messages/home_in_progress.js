/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_In_ProgressInputs */

const en_home_in_progress = /** @type {(inputs: Home_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In progress`)
};

const de_home_in_progress = /** @type {(inputs: Home_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laufend`)
};

const fr_home_in_progress = /** @type {(inputs: Home_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cours`)
};

const es_home_in_progress = /** @type {(inputs: Home_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En curso`)
};

/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Home_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_in_progress = /** @type {((inputs?: Home_In_ProgressInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_In_ProgressInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_in_progress(inputs)
	if (locale === "fr") return fr_home_in_progress(inputs)
	if (locale === "es") return es_home_in_progress(inputs)
	return en_home_in_progress(inputs)
});