/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tn_Refusal_StrangerInputs */

const en_tn_refusal_stranger = /** @type {(inputs: Tn_Refusal_StrangerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} is not a player at this table.`)
};

const de_tn_refusal_stranger = /** @type {(inputs: Tn_Refusal_StrangerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} spielt nicht an diesem Tisch mit.`)
};

const fr_tn_refusal_stranger = /** @type {(inputs: Tn_Refusal_StrangerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} ne joue pas à cette table.`)
};

const es_tn_refusal_stranger = /** @type {(inputs: Tn_Refusal_StrangerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} no juega en esta mesa.`)
};

/**
* | output |
* | --- |
* | "{value} is not a player at this table." |
*
* @param {Tn_Refusal_StrangerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_refusal_stranger = /** @type {((inputs: Tn_Refusal_StrangerInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Refusal_StrangerInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_refusal_stranger(inputs)
	if (locale === "fr") return fr_tn_refusal_stranger(inputs)
	if (locale === "es") return es_tn_refusal_stranger(inputs)
	return en_tn_refusal_stranger(inputs)
});