/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_VerdictsInputs */

const en_sub_deck_verdicts = /** @type {(inputs: Sub_Deck_VerdictsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdicts, errors first`)
};

const de_sub_deck_verdicts = /** @type {(inputs: Sub_Deck_VerdictsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urteile, Fehler zuerst`)
};

const fr_sub_deck_verdicts = /** @type {(inputs: Sub_Deck_VerdictsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdicts, erreurs d’abord`)
};

const es_sub_deck_verdicts = /** @type {(inputs: Sub_Deck_VerdictsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veredictos, errores primero`)
};

/**
* | output |
* | --- |
* | "Verdicts, errors first" |
*
* @param {Sub_Deck_VerdictsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_verdicts = /** @type {((inputs?: Sub_Deck_VerdictsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_VerdictsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_verdicts(inputs)
	if (locale === "fr") return fr_sub_deck_verdicts(inputs)
	if (locale === "es") return es_sub_deck_verdicts(inputs)
	return en_sub_deck_verdicts(inputs)
});