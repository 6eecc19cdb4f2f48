/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ left: NonNullable<unknown>, target: NonNullable<unknown> }} Tn_Sc_Left_BeforeInputs */

const en_tn_sc_left_before = /** @type {(inputs: Tn_Sc_Left_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.left} left before ${i?.target}`)
};

const de_tn_sc_left_before = /** @type {(inputs: Tn_Sc_Left_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`noch ${i?.left} bis ${i?.target}`)
};

const fr_tn_sc_left_before = /** @type {(inputs: Tn_Sc_Left_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`encore ${i?.left} avant ${i?.target}`)
};

const es_tn_sc_left_before = /** @type {(inputs: Tn_Sc_Left_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`quedan ${i?.left} hasta ${i?.target}`)
};

/**
* | output |
* | --- |
* | "{left} left before {target}" |
*
* @param {Tn_Sc_Left_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_sc_left_before = /** @type {((inputs: Tn_Sc_Left_BeforeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Sc_Left_BeforeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_sc_left_before(inputs)
	if (locale === "fr") return fr_tn_sc_left_before(inputs)
	if (locale === "es") return es_tn_sc_left_before(inputs)
	return en_tn_sc_left_before(inputs)
});