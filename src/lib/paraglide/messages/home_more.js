/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_MoreInputs */

const en_home_more = /** @type {(inputs: Home_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More`)
};

const de_home_more = /** @type {(inputs: Home_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr`)
};

const fr_home_more = /** @type {(inputs: Home_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus`)
};

const es_home_more = /** @type {(inputs: Home_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más`)
};

/**
* | output |
* | --- |
* | "More" |
*
* @param {Home_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_more = /** @type {((inputs?: Home_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_MoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_more(inputs)
	if (locale === "fr") return fr_home_more(inputs)
	if (locale === "es") return es_home_more(inputs)
	return en_home_more(inputs)
});