/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Link_ToolsInputs */

const en_home_link_tools = /** @type {(inputs: Home_Link_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tools: card checker, deck validator, prime counter`)
};

const de_home_link_tools = /** @type {(inputs: Home_Link_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werkzeuge: Kartenprüfer, Deckprüfer, Primzahlzähler`)
};

const fr_home_link_tools = /** @type {(inputs: Home_Link_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outils : vérificateur de cartes, validateur de paquet, compteur de nombres premiers`)
};

const es_home_link_tools = /** @type {(inputs: Home_Link_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herramientas: comprobador de cartas, validador de mazos, contador de primos`)
};

/**
* | output |
* | --- |
* | "Tools: card checker, deck validator, prime counter" |
*
* @param {Home_Link_ToolsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_link_tools = /** @type {((inputs?: Home_Link_ToolsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Link_ToolsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_link_tools(inputs)
	if (locale === "fr") return fr_home_link_tools(inputs)
	if (locale === "es") return es_home_link_tools(inputs)
	return en_home_link_tools(inputs)
});