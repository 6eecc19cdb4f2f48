/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Sub_Checked_ManyInputs */

const en_sub_checked_many = /** @type {(inputs: Sub_Checked_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A has ${i?.count} elements, and each was checked to be in S on its own.`)
};

const de_sub_checked_many = /** @type {(inputs: Sub_Checked_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A hat ${i?.count} Elemente, und für jedes wurde einzeln geprüft, dass es in S liegt.`)
};

const fr_sub_checked_many = /** @type {(inputs: Sub_Checked_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A a ${i?.count} éléments, et on a vérifié séparément que chacun est dans S.`)
};

const es_sub_checked_many = /** @type {(inputs: Sub_Checked_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A tiene ${i?.count} elementos, y se comprobó por separado que cada uno está en S.`)
};

/**
* | output |
* | --- |
* | "A has {count} elements, and each was checked to be in S on its own." |
*
* @param {Sub_Checked_ManyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_checked_many = /** @type {((inputs: Sub_Checked_ManyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Checked_ManyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_checked_many(inputs)
	if (locale === "fr") return fr_sub_checked_many(inputs)
	if (locale === "es") return es_sub_checked_many(inputs)
	return en_sub_checked_many(inputs)
});