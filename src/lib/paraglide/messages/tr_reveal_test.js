/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ test: NonNullable<unknown>, order: NonNullable<unknown> }} Tr_Reveal_TestInputs */

const en_tr_reveal_test = /** @type {(inputs: Tr_Reveal_TestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Test: ${i?.test}. Order a: ${i?.order}`)
};

const de_tr_reveal_test = /** @type {(inputs: Tr_Reveal_TestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bedingung: ${i?.test}. Reihenfolge a: ${i?.order}`)
};

const fr_tr_reveal_test = /** @type {(inputs: Tr_Reveal_TestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Critère : ${i?.test}. Ordre a : ${i?.order}`)
};

const es_tr_reveal_test = /** @type {(inputs: Tr_Reveal_TestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Criterio: ${i?.test}. Orden a: ${i?.order}`)
};

/**
* | output |
* | --- |
* | "Test: {test}. Order a: {order}" |
*
* @param {Tr_Reveal_TestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_reveal_test = /** @type {((inputs: Tr_Reveal_TestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Reveal_TestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_reveal_test(inputs)
	if (locale === "fr") return fr_tr_reveal_test(inputs)
	if (locale === "es") return es_tr_reveal_test(inputs)
	return en_tr_reveal_test(inputs)
});