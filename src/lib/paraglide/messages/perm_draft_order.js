/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Draft_OrderInputs */

const en_perm_draft_order = /** @type {(inputs: Perm_Draft_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft order`)
};

const de_perm_draft_order = /** @type {(inputs: Perm_Draft_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihenfolge beim Nehmen`)
};

const fr_perm_draft_order = /** @type {(inputs: Perm_Draft_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre de prise`)
};

const es_perm_draft_order = /** @type {(inputs: Perm_Draft_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden para llevarse cartas`)
};

/**
* | output |
* | --- |
* | "Draft order" |
*
* @param {Perm_Draft_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_draft_order = /** @type {((inputs?: Perm_Draft_OrderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Draft_OrderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_draft_order(inputs)
	if (locale === "fr") return fr_perm_draft_order(inputs)
	if (locale === "es") return es_perm_draft_order(inputs)
	return en_perm_draft_order(inputs)
});