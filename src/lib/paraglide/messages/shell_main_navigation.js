/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Main_NavigationInputs */

const en_shell_main_navigation = /** @type {(inputs: Shell_Main_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

const de_shell_main_navigation = /** @type {(inputs: Shell_Main_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hauptmenü`)
};

const fr_shell_main_navigation = /** @type {(inputs: Shell_Main_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu principal`)
};

const es_shell_main_navigation = /** @type {(inputs: Shell_Main_NavigationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menú principal`)
};

/**
* | output |
* | --- |
* | "Main" |
*
* @param {Shell_Main_NavigationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_main_navigation = /** @type {((inputs?: Shell_Main_NavigationInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Main_NavigationInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_main_navigation(inputs)
	if (locale === "fr") return fr_shell_main_navigation(inputs)
	if (locale === "es") return es_shell_main_navigation(inputs)
	return en_shell_main_navigation(inputs)
});