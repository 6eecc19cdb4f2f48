/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Link_RulesInputs */

const en_home_link_rules = /** @type {(inputs: Home_Link_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rules of every game, with search`)
};

const de_home_link_rules = /** @type {(inputs: Home_Link_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Regeln aller Spiele, mit Suche`)
};

const fr_home_link_rules = /** @type {(inputs: Home_Link_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les règles de chaque jeu, avec recherche`)
};

const es_home_link_rules = /** @type {(inputs: Home_Link_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las reglas de cada juego, con búsqueda`)
};

/**
* | output |
* | --- |
* | "Rules of every game, with search" |
*
* @param {Home_Link_RulesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_link_rules = /** @type {((inputs?: Home_Link_RulesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Link_RulesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_link_rules(inputs)
	if (locale === "fr") return fr_home_link_rules(inputs)
	if (locale === "es") return es_home_link_rules(inputs)
	return en_home_link_rules(inputs)
});