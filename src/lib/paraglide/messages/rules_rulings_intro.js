/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Rulings_IntroInputs */

const en_rules_rulings_intro = /** @type {(inputs: Rules_Rulings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the original rules leave a question open, this is how Tablemate reads them.`)
};

const de_rules_rulings_intro = /** @type {(inputs: Rules_Rulings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo die Originalregeln eine Frage offenlassen, liest Tablemate sie so.`)
};

const fr_rules_rulings_intro = /** @type {(inputs: Rules_Rulings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Là où les règles d’origine laissent une question ouverte, voici comment Tablemate les lit.`)
};

const es_rules_rulings_intro = /** @type {(inputs: Rules_Rulings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donde las reglas originales dejan una pregunta abierta, así las interpreta Tablemate.`)
};

/**
* | output |
* | --- |
* | "Where the original rules leave a question open, this is how Tablemate reads them." |
*
* @param {Rules_Rulings_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_rulings_intro = /** @type {((inputs?: Rules_Rulings_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Rulings_IntroInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_rulings_intro(inputs)
	if (locale === "fr") return fr_rules_rulings_intro(inputs)
	if (locale === "es") return es_rules_rulings_intro(inputs)
	return en_rules_rulings_intro(inputs)
});