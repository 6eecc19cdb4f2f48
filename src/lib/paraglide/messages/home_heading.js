/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_HeadingInputs */

const en_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your games`)
};

const de_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Spiele`)
};

const fr_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos parties`)
};

const es_home_heading = /** @type {(inputs: Home_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus partidas`)
};

/**
* | output |
* | --- |
* | "Your games" |
*
* @param {Home_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_heading = /** @type {((inputs?: Home_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_heading(inputs)
	if (locale === "fr") return fr_home_heading(inputs)
	if (locale === "es") return es_home_heading(inputs)
	return en_home_heading(inputs)
});