/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_FinishedInputs */

const en_home_finished = /** @type {(inputs: Home_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finished`)
};

const de_home_finished = /** @type {(inputs: Home_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beendet`)
};

const fr_home_finished = /** @type {(inputs: Home_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminées`)
};

const es_home_finished = /** @type {(inputs: Home_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminadas`)
};

/**
* | output |
* | --- |
* | "Finished" |
*
* @param {Home_FinishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_finished = /** @type {((inputs?: Home_FinishedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_FinishedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_finished(inputs)
	if (locale === "fr") return fr_home_finished(inputs)
	if (locale === "es") return es_home_finished(inputs)
	return en_home_finished(inputs)
});