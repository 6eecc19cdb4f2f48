/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Verdict_ErrorInputs */

const en_subsets_verdict_error = /** @type {(inputs: Subsets_Verdict_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One card is an error.`)
};

const de_subsets_verdict_error = /** @type {(inputs: Subsets_Verdict_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Karte ist ein Fehler.`)
};

const fr_subsets_verdict_error = /** @type {(inputs: Subsets_Verdict_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une carte est erronée.`)
};

const es_subsets_verdict_error = /** @type {(inputs: Subsets_Verdict_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una carta es errónea.`)
};

/**
* | output |
* | --- |
* | "One card is an error." |
*
* @param {Subsets_Verdict_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_verdict_error = /** @type {((inputs?: Subsets_Verdict_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Verdict_ErrorInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_verdict_error(inputs)
	if (locale === "fr") return fr_subsets_verdict_error(inputs)
	if (locale === "es") return es_subsets_verdict_error(inputs)
	return en_subsets_verdict_error(inputs)
});