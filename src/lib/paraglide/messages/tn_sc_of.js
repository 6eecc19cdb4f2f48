/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, target: NonNullable<unknown> }} Tn_Sc_OfInputs */

const en_tn_sc_of = /** @type {(inputs: Tn_Sc_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} of ${i?.target}`)
};

const de_tn_sc_of = /** @type {(inputs: Tn_Sc_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} von ${i?.target}`)
};

const fr_tn_sc_of = /** @type {(inputs: Tn_Sc_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} sur ${i?.target}`)
};

const es_tn_sc_of = /** @type {(inputs: Tn_Sc_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} de ${i?.target}`)
};

/**
* | output |
* | --- |
* | "{total} of {target}" |
*
* @param {Tn_Sc_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_sc_of = /** @type {((inputs: Tn_Sc_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Sc_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_sc_of(inputs)
	if (locale === "fr") return fr_tn_sc_of(inputs)
	if (locale === "es") return es_tn_sc_of(inputs)
	return en_tn_sc_of(inputs)
});