/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Too_Complex_PairInputs */

const en_sub_too_complex_pair = /** @type {(inputs: Sub_Too_Complex_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These cards are too complex for the checker to compare.`)
};

const de_sub_too_complex_pair = /** @type {(inputs: Sub_Too_Complex_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Karten sind zu komplex, als dass der Prüfer sie vergleichen könnte.`)
};

const fr_sub_too_complex_pair = /** @type {(inputs: Sub_Too_Complex_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces cartes sont trop complexes pour que le vérificateur les compare.`)
};

const es_sub_too_complex_pair = /** @type {(inputs: Sub_Too_Complex_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas cartas son demasiado complejas para que el comprobador las compare.`)
};

/**
* | output |
* | --- |
* | "These cards are too complex for the checker to compare." |
*
* @param {Sub_Too_Complex_PairInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_too_complex_pair = /** @type {((inputs?: Sub_Too_Complex_PairInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Too_Complex_PairInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_too_complex_pair(inputs)
	if (locale === "fr") return fr_sub_too_complex_pair(inputs)
	if (locale === "es") return es_sub_too_complex_pair(inputs)
	return en_sub_too_complex_pair(inputs)
});