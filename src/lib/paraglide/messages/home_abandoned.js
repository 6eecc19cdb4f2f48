/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_AbandonedInputs */

const en_home_abandoned = /** @type {(inputs: Home_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abandoned`)
};

const de_home_abandoned = /** @type {(inputs: Home_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgebrochen`)
};

const fr_home_abandoned = /** @type {(inputs: Home_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abandonnées`)
};

const es_home_abandoned = /** @type {(inputs: Home_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abandonadas`)
};

/**
* | output |
* | --- |
* | "Abandoned" |
*
* @param {Home_AbandonedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_abandoned = /** @type {((inputs?: Home_AbandonedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_AbandonedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_abandoned(inputs)
	if (locale === "fr") return fr_home_abandoned(inputs)
	if (locale === "es") return es_home_abandoned(inputs)
	return en_home_abandoned(inputs)
});