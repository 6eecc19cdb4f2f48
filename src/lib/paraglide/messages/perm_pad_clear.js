/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Pad_ClearInputs */

const en_perm_pad_clear = /** @type {(inputs: Perm_Pad_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear the number`)
};

const de_perm_pad_clear = /** @type {(inputs: Perm_Pad_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahl löschen`)
};

const fr_perm_pad_clear = /** @type {(inputs: Perm_Pad_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer le numéro`)
};

const es_perm_pad_clear = /** @type {(inputs: Perm_Pad_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar el número`)
};

/**
* | output |
* | --- |
* | "Clear the number" |
*
* @param {Perm_Pad_ClearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pad_clear = /** @type {((inputs?: Perm_Pad_ClearInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pad_ClearInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pad_clear(inputs)
	if (locale === "fr") return fr_perm_pad_clear(inputs)
	if (locale === "es") return es_perm_pad_clear(inputs)
	return en_perm_pad_clear(inputs)
});