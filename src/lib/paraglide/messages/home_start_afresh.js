/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Start_AfreshInputs */

const en_home_start_afresh = /** @type {(inputs: Home_Start_AfreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start afresh`)
};

const de_home_start_afresh = /** @type {(inputs: Home_Start_AfreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu anfangen`)
};

const fr_home_start_afresh = /** @type {(inputs: Home_Start_AfreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repartir de zéro`)
};

const es_home_start_afresh = /** @type {(inputs: Home_Start_AfreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar de cero`)
};

/**
* | output |
* | --- |
* | "Start afresh" |
*
* @param {Home_Start_AfreshInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_start_afresh = /** @type {((inputs?: Home_Start_AfreshInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Start_AfreshInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_start_afresh(inputs)
	if (locale === "fr") return fr_home_start_afresh(inputs)
	if (locale === "es") return es_home_start_afresh(inputs)
	return en_home_start_afresh(inputs)
});