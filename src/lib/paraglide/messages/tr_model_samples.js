/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Tr_Model_SamplesInputs */

const en_tr_model_samples = /** @type {(inputs: Tr_Model_SamplesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The number of sample lists must be a whole number from 1 to ${i?.max}.`)
};

const de_tr_model_samples = /** @type {(inputs: Tr_Model_SamplesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Zahl der Beispiellisten muss eine ganze Zahl von 1 bis ${i?.max} sein.`)
};

const fr_tr_model_samples = /** @type {(inputs: Tr_Model_SamplesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nombre de listes d’essai doit être un nombre entier de 1 à ${i?.max}.`)
};

const es_tr_model_samples = /** @type {(inputs: Tr_Model_SamplesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El número de listas de prueba debe ser un entero de 1 a ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "The number of sample lists must be a whole number from 1 to {max}." |
*
* @param {Tr_Model_SamplesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_model_samples = /** @type {((inputs: Tr_Model_SamplesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Model_SamplesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_model_samples(inputs)
	if (locale === "fr") return fr_tr_model_samples(inputs)
	if (locale === "es") return es_tr_model_samples(inputs)
	return en_tr_model_samples(inputs)
});