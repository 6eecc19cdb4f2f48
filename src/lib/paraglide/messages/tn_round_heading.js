/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Round_HeadingInputs */

const en_tn_round_heading = /** @type {(inputs: Tn_Round_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round`)
};

const de_tn_round_heading = /** @type {(inputs: Tn_Round_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runde`)
};

const fr_tn_round_heading = /** @type {(inputs: Tn_Round_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manche`)
};

const es_tn_round_heading = /** @type {(inputs: Tn_Round_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ronda`)
};

/**
* | output |
* | --- |
* | "Round" |
*
* @param {Tn_Round_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_round_heading = /** @type {((inputs?: Tn_Round_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Round_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_round_heading(inputs)
	if (locale === "fr") return fr_tn_round_heading(inputs)
	if (locale === "es") return es_tn_round_heading(inputs)
	return en_tn_round_heading(inputs)
});