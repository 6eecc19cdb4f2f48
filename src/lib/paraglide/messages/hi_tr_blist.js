/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Hi_Tr_BlistInputs */

const en_hi_tr_blist = /** @type {(inputs: Hi_Tr_BlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} entered a b-list`)
};

const de_hi_tr_blist = /** @type {(inputs: Hi_Tr_BlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat eine b-Liste eingegeben`)
};

const fr_hi_tr_blist = /** @type {(inputs: Hi_Tr_BlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a saisi une liste b`)
};

const es_hi_tr_blist = /** @type {(inputs: Hi_Tr_BlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha introducido una lista b`)
};

/**
* | output |
* | --- |
* | "{name} entered a b-list" |
*
* @param {Hi_Tr_BlistInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_tr_blist = /** @type {((inputs: Hi_Tr_BlistInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Tr_BlistInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_tr_blist(inputs)
	if (locale === "fr") return fr_hi_tr_blist(inputs)
	if (locale === "es") return es_hi_tr_blist(inputs)
	return en_hi_tr_blist(inputs)
});