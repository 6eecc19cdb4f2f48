/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Pad_NoneInputs */

const en_perm_pad_none = /** @type {(inputs: Perm_Pad_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet`)
};

const de_perm_pad_none = /** @type {(inputs: Perm_Pad_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noch keine`)
};

const fr_perm_pad_none = /** @type {(inputs: Perm_Pad_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun pour l’instant`)
};

const es_perm_pad_none = /** @type {(inputs: Perm_Pad_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno todavía`)
};

/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Perm_Pad_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pad_none = /** @type {((inputs?: Perm_Pad_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pad_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pad_none(inputs)
	if (locale === "fr") return fr_perm_pad_none(inputs)
	if (locale === "es") return es_perm_pad_none(inputs)
	return en_perm_pad_none(inputs)
});