/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Pad_DeleteInputs */

const en_perm_pad_delete = /** @type {(inputs: Perm_Pad_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the last digit`)
};

const de_perm_pad_delete = /** @type {(inputs: Perm_Pad_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Ziffer löschen`)
};

const fr_perm_pad_delete = /** @type {(inputs: Perm_Pad_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer le dernier chiffre`)
};

const es_perm_pad_delete = /** @type {(inputs: Perm_Pad_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar la última cifra`)
};

/**
* | output |
* | --- |
* | "Delete the last digit" |
*
* @param {Perm_Pad_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pad_delete = /** @type {((inputs?: Perm_Pad_DeleteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pad_DeleteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pad_delete(inputs)
	if (locale === "fr") return fr_perm_pad_delete(inputs)
	if (locale === "es") return es_perm_pad_delete(inputs)
	return en_perm_pad_delete(inputs)
});