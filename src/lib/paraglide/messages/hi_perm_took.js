/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, n: NonNullable<unknown> }} Hi_Perm_TookInputs */

const en_hi_perm_took = /** @type {(inputs: Hi_Perm_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} took ${i?.n}`)
};

const de_hi_perm_took = /** @type {(inputs: Hi_Perm_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat ${i?.n} genommen`)
};

const fr_hi_perm_took = /** @type {(inputs: Hi_Perm_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a pris ${i?.n}`)
};

const es_hi_perm_took = /** @type {(inputs: Hi_Perm_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} se ha llevado ${i?.n}`)
};

/**
* | output |
* | --- |
* | "{name} took {n}" |
*
* @param {Hi_Perm_TookInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_perm_took = /** @type {((inputs: Hi_Perm_TookInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Perm_TookInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_perm_took(inputs)
	if (locale === "fr") return fr_hi_perm_took(inputs)
	if (locale === "es") return es_hi_perm_took(inputs)
	return en_hi_perm_took(inputs)
});