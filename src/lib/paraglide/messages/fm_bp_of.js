/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ inner: NonNullable<unknown>, outer: NonNullable<unknown> }} Fm_Bp_OfInputs */

const en_fm_bp_of = /** @type {(inputs: Fm_Bp_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.inner} of ${i?.outer}`)
};

const de_fm_bp_of = /** @type {(inputs: Fm_Bp_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.outer} › ${i?.inner}`)
};

const fr_fm_bp_of = /** @type {(inputs: Fm_Bp_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.outer} › ${i?.inner}`)
};

const es_fm_bp_of = /** @type {(inputs: Fm_Bp_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.outer} › ${i?.inner}`)
};

/**
* | output |
* | --- |
* | "{inner} of {outer}" |
*
* @param {Fm_Bp_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bp_of = /** @type {((inputs: Fm_Bp_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bp_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bp_of(inputs)
	if (locale === "fr") return fr_fm_bp_of(inputs)
	if (locale === "es") return es_fm_bp_of(inputs)
	return en_fm_bp_of(inputs)
});