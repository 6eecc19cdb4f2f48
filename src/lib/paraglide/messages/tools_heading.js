/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tools_HeadingInputs */

const en_tools_heading = /** @type {(inputs: Tools_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tools`)
};

const de_tools_heading = /** @type {(inputs: Tools_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werkzeuge`)
};

const fr_tools_heading = /** @type {(inputs: Tools_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outils`)
};

const es_tools_heading = /** @type {(inputs: Tools_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herramientas`)
};

/**
* | output |
* | --- |
* | "Tools" |
*
* @param {Tools_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tools_heading = /** @type {((inputs?: Tools_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tools_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tools_heading(inputs)
	if (locale === "fr") return fr_tools_heading(inputs)
	if (locale === "es") return es_tools_heading(inputs)
	return en_tools_heading(inputs)
});