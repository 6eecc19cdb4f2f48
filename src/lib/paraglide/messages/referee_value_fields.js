/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referee_Value_FieldsInputs */

const en_referee_value_fields = /** @type {(inputs: Referee_Value_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a set of fields`)
};

const de_referee_value_fields = /** @type {(inputs: Referee_Value_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine Gruppe von Feldern`)
};

const fr_referee_value_fields = /** @type {(inputs: Referee_Value_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un ensemble de champs`)
};

const es_referee_value_fields = /** @type {(inputs: Referee_Value_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un conjunto de campos`)
};

/**
* | output |
* | --- |
* | "a set of fields" |
*
* @param {Referee_Value_FieldsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const referee_value_fields = /** @type {((inputs?: Referee_Value_FieldsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referee_Value_FieldsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_referee_value_fields(inputs)
	if (locale === "fr") return fr_referee_value_fields(inputs)
	if (locale === "es") return es_referee_value_fields(inputs)
	return en_referee_value_fields(inputs)
});