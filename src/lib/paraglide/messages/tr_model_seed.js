/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Model_SeedInputs */

const en_tr_model_seed = /** @type {(inputs: Tr_Model_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The seed must be a whole number.`)
};

const de_tr_model_seed = /** @type {(inputs: Tr_Model_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Startwert muss eine ganze Zahl sein.`)
};

const fr_tr_model_seed = /** @type {(inputs: Tr_Model_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La graine doit être un nombre entier.`)
};

const es_tr_model_seed = /** @type {(inputs: Tr_Model_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La semilla debe ser un número entero.`)
};

/**
* | output |
* | --- |
* | "The seed must be a whole number." |
*
* @param {Tr_Model_SeedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_model_seed = /** @type {((inputs?: Tr_Model_SeedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Model_SeedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_model_seed(inputs)
	if (locale === "fr") return fr_tr_model_seed(inputs)
	if (locale === "es") return es_tr_model_seed(inputs)
	return en_tr_model_seed(inputs)
});