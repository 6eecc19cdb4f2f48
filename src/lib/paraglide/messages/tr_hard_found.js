/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ goal: NonNullable<unknown>, order: NonNullable<unknown> }} Tr_Hard_FoundInputs */

const en_tr_hard_found = /** @type {(inputs: Tr_Hard_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.goal}: ${i?.order}.`)
};

const de_tr_hard_found = /** @type {(inputs: Tr_Hard_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.goal}: ${i?.order}.`)
};

const fr_tr_hard_found = /** @type {(inputs: Tr_Hard_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.goal} : ${i?.order}.`)
};

const es_tr_hard_found = /** @type {(inputs: Tr_Hard_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.goal}: ${i?.order}.`)
};

/**
* | output |
* | --- |
* | "{goal}: {order}." |
*
* @param {Tr_Hard_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_hard_found = /** @type {((inputs: Tr_Hard_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Hard_FoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_hard_found(inputs)
	if (locale === "fr") return fr_tr_hard_found(inputs)
	if (locale === "es") return es_tr_hard_found(inputs)
	return en_tr_hard_found(inputs)
});