/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, kind: NonNullable<unknown>, set: NonNullable<unknown> }} Sub_Desc_Finite_ListedInputs */

const en_sub_desc_finite_listed = /** @type {(inputs: Sub_Desc_Finite_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A finite set of ${i?.count} ${i?.kind}: ${i?.set}.`)
};

const de_sub_desc_finite_listed = /** @type {(inputs: Sub_Desc_Finite_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine endliche Menge von ${i?.count} ${i?.kind}: ${i?.set}.`)
};

const fr_sub_desc_finite_listed = /** @type {(inputs: Sub_Desc_Finite_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un ensemble fini de ${i?.count} ${i?.kind} : ${i?.set}.`)
};

const es_sub_desc_finite_listed = /** @type {(inputs: Sub_Desc_Finite_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un conjunto finito de ${i?.count} ${i?.kind}: ${i?.set}.`)
};

/**
* | output |
* | --- |
* | "A finite set of {count} {kind}: {set}." |
*
* @param {Sub_Desc_Finite_ListedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_finite_listed = /** @type {((inputs: Sub_Desc_Finite_ListedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_Finite_ListedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_finite_listed(inputs)
	if (locale === "fr") return fr_sub_desc_finite_listed(inputs)
	if (locale === "es") return es_sub_desc_finite_listed(inputs)
	return en_sub_desc_finite_listed(inputs)
});