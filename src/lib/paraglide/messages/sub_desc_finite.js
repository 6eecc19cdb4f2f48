/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, kind: NonNullable<unknown> }} Sub_Desc_FiniteInputs */

const en_sub_desc_finite = /** @type {(inputs: Sub_Desc_FiniteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A finite set of ${i?.count} ${i?.kind}.`)
};

const de_sub_desc_finite = /** @type {(inputs: Sub_Desc_FiniteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine endliche Menge von ${i?.count} ${i?.kind}.`)
};

const fr_sub_desc_finite = /** @type {(inputs: Sub_Desc_FiniteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un ensemble fini de ${i?.count} ${i?.kind}.`)
};

const es_sub_desc_finite = /** @type {(inputs: Sub_Desc_FiniteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un conjunto finito de ${i?.count} ${i?.kind}.`)
};

/**
* | output |
* | --- |
* | "A finite set of {count} {kind}." |
*
* @param {Sub_Desc_FiniteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_finite = /** @type {((inputs: Sub_Desc_FiniteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_FiniteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_finite(inputs)
	if (locale === "fr") return fr_sub_desc_finite(inputs)
	if (locale === "es") return es_sub_desc_finite(inputs)
	return en_sub_desc_finite(inputs)
});