/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, who: NonNullable<unknown> }} Tn_S_ByInputs */

const en_tn_s_by = /** @type {(inputs: Tn_S_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} · by ${i?.who}`)
};

const de_tn_s_by = /** @type {(inputs: Tn_S_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} · von ${i?.who}`)
};

const fr_tn_s_by = /** @type {(inputs: Tn_S_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} · par ${i?.who}`)
};

const es_tn_s_by = /** @type {(inputs: Tn_S_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} · por ${i?.who}`)
};

/**
* | output |
* | --- |
* | "{what} · by {who}" |
*
* @param {Tn_S_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_by = /** @type {((inputs: Tn_S_ByInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_ByInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_by(inputs)
	if (locale === "fr") return fr_tn_s_by(inputs)
	if (locale === "es") return es_tn_s_by(inputs)
	return en_tn_s_by(inputs)
});