/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_List_RecoverInputs */

const en_reframing_list_recover = /** @type {(inputs: Reframing_List_RecoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cards taken back`)
};

const de_reframing_list_recover = /** @type {(inputs: Reframing_List_RecoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zurückgenommenen Karten`)
};

const fr_reframing_list_recover = /** @type {(inputs: Reframing_List_RecoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cartes reprises`)
};

const es_reframing_list_recover = /** @type {(inputs: Reframing_List_RecoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cartas recuperadas`)
};

/**
* | output |
* | --- |
* | "cards taken back" |
*
* @param {Reframing_List_RecoverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_list_recover = /** @type {((inputs?: Reframing_List_RecoverInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_List_RecoverInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_list_recover(inputs)
	if (locale === "fr") return fr_reframing_list_recover(inputs)
	if (locale === "es") return es_reframing_list_recover(inputs)
	return en_reframing_list_recover(inputs)
});