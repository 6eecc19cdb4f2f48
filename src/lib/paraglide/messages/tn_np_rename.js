/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Np_RenameInputs */

const en_tn_np_rename = /** @type {(inputs: Tn_Np_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

const de_tn_np_rename = /** @type {(inputs: Tn_Np_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Umbenennen`)
};

const fr_tn_np_rename = /** @type {(inputs: Tn_Np_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renommer`)
};

const es_tn_np_rename = /** @type {(inputs: Tn_Np_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renombrar`)
};

/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Tn_Np_RenameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_rename = /** @type {((inputs?: Tn_Np_RenameInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_RenameInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_rename(inputs)
	if (locale === "fr") return fr_tn_np_rename(inputs)
	if (locale === "es") return es_tn_np_rename(inputs)
	return en_tn_np_rename(inputs)
});