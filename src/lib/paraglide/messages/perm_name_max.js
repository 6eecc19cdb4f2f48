/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, max: NonNullable<unknown> }} Perm_Name_MaxInputs */

const en_perm_name_max = /** @type {(inputs: Perm_Name_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ${i?.max}`)
};

const de_perm_name_max = /** @type {(inputs: Perm_Name_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ${i?.max}`)
};

const fr_perm_name_max = /** @type {(inputs: Perm_Name_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ${i?.max}`)
};

const es_perm_name_max = /** @type {(inputs: Perm_Name_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ${i?.max}`)
};

/**
* | output |
* | --- |
* | "{name} {max}" |
*
* @param {Perm_Name_MaxInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_name_max = /** @type {((inputs: Perm_Name_MaxInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Name_MaxInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_name_max(inputs)
	if (locale === "fr") return fr_perm_name_max(inputs)
	if (locale === "es") return es_perm_name_max(inputs)
	return en_perm_name_max(inputs)
});