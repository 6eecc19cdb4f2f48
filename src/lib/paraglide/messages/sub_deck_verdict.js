/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_VerdictInputs */

const en_sub_deck_verdict = /** @type {(inputs: Sub_Deck_VerdictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdict`)
};

const de_sub_deck_verdict = /** @type {(inputs: Sub_Deck_VerdictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urteil`)
};

const fr_sub_deck_verdict = /** @type {(inputs: Sub_Deck_VerdictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verdict`)
};

const es_sub_deck_verdict = /** @type {(inputs: Sub_Deck_VerdictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veredicto`)
};

/**
* | output |
* | --- |
* | "Verdict" |
*
* @param {Sub_Deck_VerdictInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_verdict = /** @type {((inputs?: Sub_Deck_VerdictInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_VerdictInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_verdict(inputs)
	if (locale === "fr") return fr_sub_deck_verdict(inputs)
	if (locale === "es") return es_sub_deck_verdict(inputs)
	return en_sub_deck_verdict(inputs)
});