/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Model_LowInputs */

const en_tr_model_low = /** @type {(inputs: Tr_Model_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Smallest number they might pick`)
};

const de_tr_model_low = /** @type {(inputs: Tr_Model_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kleinste Zahl, die sie wählen könnten`)
};

const fr_tr_model_low = /** @type {(inputs: Tr_Model_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus petit nombre qu’ils pourraient choisir`)
};

const es_tr_model_low = /** @type {(inputs: Tr_Model_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número más pequeño que podrían elegir`)
};

/**
* | output |
* | --- |
* | "Smallest number they might pick" |
*
* @param {Tr_Model_LowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_model_low = /** @type {((inputs?: Tr_Model_LowInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Model_LowInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_model_low(inputs)
	if (locale === "fr") return fr_tr_model_low(inputs)
	if (locale === "es") return es_tr_model_low(inputs)
	return en_tr_model_low(inputs)
});