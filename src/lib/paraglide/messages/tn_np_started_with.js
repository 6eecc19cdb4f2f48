/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ start: NonNullable<unknown> }} Tn_Np_Started_WithInputs */

const en_tn_np_started_with = /** @type {(inputs: Tn_Np_Started_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`started with ${i?.start}`)
};

const de_tn_np_started_with = /** @type {(inputs: Tn_Np_Started_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Startwert ${i?.start}`)
};

const fr_tn_np_started_with = /** @type {(inputs: Tn_Np_Started_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a commencé avec ${i?.start}`)
};

const es_tn_np_started_with = /** @type {(inputs: Tn_Np_Started_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`empezó con ${i?.start}`)
};

/**
* | output |
* | --- |
* | "started with {start}" |
*
* @param {Tn_Np_Started_WithInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_np_started_with = /** @type {((inputs: Tn_Np_Started_WithInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Np_Started_WithInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_np_started_with(inputs)
	if (locale === "fr") return fr_tn_np_started_with(inputs)
	if (locale === "es") return es_tn_np_started_with(inputs)
	return en_tn_np_started_with(inputs)
});