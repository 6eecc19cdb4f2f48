/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Model_Samples_LabelInputs */

const en_tr_model_samples_label = /** @type {(inputs: Tr_Model_Samples_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made-up lists to score`)
};

const de_tr_model_samples_label = /** @type {(inputs: Tr_Model_Samples_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgedachte Listen zum Auswerten`)
};

const fr_tr_model_samples_label = /** @type {(inputs: Tr_Model_Samples_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listes inventées à évaluer`)
};

const es_tr_model_samples_label = /** @type {(inputs: Tr_Model_Samples_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listas inventadas que puntuar`)
};

/**
* | output |
* | --- |
* | "Made-up lists to score" |
*
* @param {Tr_Model_Samples_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_model_samples_label = /** @type {((inputs?: Tr_Model_Samples_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Model_Samples_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_model_samples_label(inputs)
	if (locale === "fr") return fr_tr_model_samples_label(inputs)
	if (locale === "es") return es_tr_model_samples_label(inputs)
	return en_tr_model_samples_label(inputs)
});