/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Model_HighInputs */

const en_tr_model_high = /** @type {(inputs: Tr_Model_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Largest number they might pick`)
};

const de_tr_model_high = /** @type {(inputs: Tr_Model_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Größte Zahl, die sie wählen könnten`)
};

const fr_tr_model_high = /** @type {(inputs: Tr_Model_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus grand nombre qu’ils pourraient choisir`)
};

const es_tr_model_high = /** @type {(inputs: Tr_Model_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Número más grande que podrían elegir`)
};

/**
* | output |
* | --- |
* | "Largest number they might pick" |
*
* @param {Tr_Model_HighInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_model_high = /** @type {((inputs?: Tr_Model_HighInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Model_HighInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_model_high(inputs)
	if (locale === "fr") return fr_tr_model_high(inputs)
	if (locale === "es") return es_tr_model_high(inputs)
	return en_tr_model_high(inputs)
});