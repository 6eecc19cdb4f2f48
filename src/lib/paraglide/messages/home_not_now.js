/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Not_NowInputs */

const en_home_not_now = /** @type {(inputs: Home_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not now`)
};

const de_home_not_now = /** @type {(inputs: Home_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht jetzt`)
};

const fr_home_not_now = /** @type {(inputs: Home_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas maintenant`)
};

const es_home_not_now = /** @type {(inputs: Home_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no`)
};

/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Home_Not_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_not_now = /** @type {((inputs?: Home_Not_NowInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Not_NowInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_not_now(inputs)
	if (locale === "fr") return fr_home_not_now(inputs)
	if (locale === "es") return es_home_not_now(inputs)
	return en_home_not_now(inputs)
});