/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ list: NonNullable<unknown> }} Sb_Sum_ImportedInputs */

const en_sb_sum_imported = /** @type {(inputs: Sb_Sum_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported: ${i?.list}.`)
};

const de_sb_sum_imported = /** @type {(inputs: Sb_Sum_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importiert: ${i?.list}.`)
};

const fr_sb_sum_imported = /** @type {(inputs: Sb_Sum_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importé : ${i?.list}.`)
};

const es_sb_sum_imported = /** @type {(inputs: Sb_Sum_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importado: ${i?.list}.`)
};

/**
* | output |
* | --- |
* | "Imported: {list}." |
*
* @param {Sb_Sum_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_sum_imported = /** @type {((inputs: Sb_Sum_ImportedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Sum_ImportedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_sum_imported(inputs)
	if (locale === "fr") return fr_sb_sum_imported(inputs)
	if (locale === "es") return es_sb_sum_imported(inputs)
	return en_sb_sum_imported(inputs)
});