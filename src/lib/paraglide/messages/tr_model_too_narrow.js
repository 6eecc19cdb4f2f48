/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ low: NonNullable<unknown>, high: NonNullable<unknown>, numbers: NonNullable<unknown> }} Tr_Model_Too_NarrowInputs */

const en_tr_model_too_narrow = /** @type {(inputs: Tr_Model_Too_NarrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The range from ${i?.low} to ${i?.high} must hold at least ${i?.numbers}.`)
};

const de_tr_model_too_narrow = /** @type {(inputs: Tr_Model_Too_NarrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Bereich von ${i?.low} bis ${i?.high} muss mindestens ${i?.numbers} enthalten.`)
};

const fr_tr_model_too_narrow = /** @type {(inputs: Tr_Model_Too_NarrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La plage de ${i?.low} à ${i?.high} doit contenir au moins ${i?.numbers}.`)
};

const es_tr_model_too_narrow = /** @type {(inputs: Tr_Model_Too_NarrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El rango de ${i?.low} a ${i?.high} debe contener al menos ${i?.numbers}.`)
};

/**
* | output |
* | --- |
* | "The range from {low} to {high} must hold at least {numbers}." |
*
* @param {Tr_Model_Too_NarrowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_model_too_narrow = /** @type {((inputs: Tr_Model_Too_NarrowInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Model_Too_NarrowInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_model_too_narrow(inputs)
	if (locale === "fr") return fr_tr_model_too_narrow(inputs)
	if (locale === "es") return es_tr_model_too_narrow(inputs)
	return en_tr_model_too_narrow(inputs)
});