/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Nav_ToolsInputs */

const en_shell_nav_tools = /** @type {(inputs: Shell_Nav_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tools`)
};

const de_shell_nav_tools = /** @type {(inputs: Shell_Nav_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werkzeuge`)
};

const fr_shell_nav_tools = /** @type {(inputs: Shell_Nav_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outils`)
};

const es_shell_nav_tools = /** @type {(inputs: Shell_Nav_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herramientas`)
};

/**
* | output |
* | --- |
* | "Tools" |
*
* @param {Shell_Nav_ToolsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_nav_tools = /** @type {((inputs?: Shell_Nav_ToolsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_ToolsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_nav_tools(inputs)
	if (locale === "fr") return fr_shell_nav_tools(inputs)
	if (locale === "es") return es_shell_nav_tools(inputs)
	return en_shell_nav_tools(inputs)
});