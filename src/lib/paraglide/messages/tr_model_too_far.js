/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown> }} Tr_Model_Too_FarInputs */

const en_tr_model_too_far = /** @type {(inputs: Tr_Model_Too_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keep both ends of the range between ${i?.low} and ${i?.high}.`)
};

const de_tr_model_too_far = /** @type {(inputs: Tr_Model_Too_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beide Enden des Bereichs müssen zwischen ${i?.low} und ${i?.high} liegen.`)
};

const fr_tr_model_too_far = /** @type {(inputs: Tr_Model_Too_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Garde les deux bornes de la plage entre ${i?.low} et ${i?.high}.`)
};

const es_tr_model_too_far = /** @type {(inputs: Tr_Model_Too_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mantén los dos extremos del rango entre ${i?.low} y ${i?.high}.`)
};

/**
* | output |
* | --- |
* | "Keep both ends of the range between {low} and {high}." |
*
* @param {Tr_Model_Too_FarInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_model_too_far = /** @type {((inputs: Tr_Model_Too_FarInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Model_Too_FarInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_model_too_far(inputs)
	if (locale === "fr") return fr_tr_model_too_far(inputs)
	if (locale === "es") return es_tr_model_too_far(inputs)
	return en_tr_model_too_far(inputs)
});