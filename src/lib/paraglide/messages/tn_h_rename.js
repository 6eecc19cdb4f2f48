/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, to: NonNullable<unknown> }} Tn_H_RenameInputs */

const en_tn_h_rename = /** @type {(inputs: Tn_H_RenameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} renamed ${i?.to}`)
};

const de_tn_h_rename = /** @type {(inputs: Tn_H_RenameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} heißt jetzt ${i?.to}`)
};

const fr_tn_h_rename = /** @type {(inputs: Tn_H_RenameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} s’appelle désormais ${i?.to}`)
};

const es_tn_h_rename = /** @type {(inputs: Tn_H_RenameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ahora se llama ${i?.to}`)
};

/**
* | output |
* | --- |
* | "{name} renamed {to}" |
*
* @param {Tn_H_RenameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_h_rename = /** @type {((inputs: Tn_H_RenameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_H_RenameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_h_rename(inputs)
	if (locale === "fr") return fr_tn_h_rename(inputs)
	if (locale === "es") return es_tn_h_rename(inputs)
	return en_tn_h_rename(inputs)
});