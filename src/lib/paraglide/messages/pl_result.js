/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_ResultInputs */

const en_pl_result = /** @type {(inputs: Pl_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result`)
};

const de_pl_result = /** @type {(inputs: Pl_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnis`)
};

const fr_pl_result = /** @type {(inputs: Pl_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultat`)
};

const es_pl_result = /** @type {(inputs: Pl_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultado`)
};

/**
* | output |
* | --- |
* | "Result" |
*
* @param {Pl_ResultInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_result = /** @type {((inputs?: Pl_ResultInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_ResultInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_result(inputs)
	if (locale === "fr") return fr_pl_result(inputs)
	if (locale === "es") return es_pl_result(inputs)
	return en_pl_result(inputs)
});