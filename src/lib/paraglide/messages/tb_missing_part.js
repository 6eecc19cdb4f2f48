/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, by: NonNullable<unknown> }} Tb_Missing_PartInputs */

const en_tb_missing_part = /** @type {(inputs: Tb_Missing_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} by ${i?.by}`)
};

const de_tb_missing_part = /** @type {(inputs: Tb_Missing_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.by}: ${i?.count}`)
};

const fr_tb_missing_part = /** @type {(inputs: Tb_Missing_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} par ${i?.by}`)
};

const es_tb_missing_part = /** @type {(inputs: Tb_Missing_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} por ${i?.by}`)
};

/**
* | output |
* | --- |
* | "{count} by {by}" |
*
* @param {Tb_Missing_PartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tb_missing_part = /** @type {((inputs: Tb_Missing_PartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tb_Missing_PartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tb_missing_part(inputs)
	if (locale === "fr") return fr_tb_missing_part(inputs)
	if (locale === "es") return es_tb_missing_part(inputs)
	return en_tb_missing_part(inputs)
});