/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Not_WrittenInputs */

const en_rules_not_written = /** @type {(inputs: Rules_Not_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rules of this game are not written up in this version yet.`)
};

const de_rules_not_written = /** @type {(inputs: Rules_Not_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Regeln dieses Spiels sind in dieser Version noch nicht aufgeschrieben.`)
};

const fr_rules_not_written = /** @type {(inputs: Rules_Not_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les règles de ce jeu ne sont pas encore rédigées dans cette version.`)
};

const es_rules_not_written = /** @type {(inputs: Rules_Not_WrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las reglas de este juego aún no están redactadas en esta versión.`)
};

/**
* | output |
* | --- |
* | "The rules of this game are not written up in this version yet." |
*
* @param {Rules_Not_WrittenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_not_written = /** @type {((inputs?: Rules_Not_WrittenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Not_WrittenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_not_written(inputs)
	if (locale === "fr") return fr_rules_not_written(inputs)
	if (locale === "es") return es_rules_not_written(inputs)
	return en_rules_not_written(inputs)
});