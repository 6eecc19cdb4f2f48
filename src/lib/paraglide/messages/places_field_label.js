/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Field_LabelInputs */

const en_places_field_label = /** @type {(inputs: Places_Field_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where you play (optional)`)
};

const de_places_field_label = /** @type {(inputs: Places_Field_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo ihr spielt (freiwillig)`)
};

const fr_places_field_label = /** @type {(inputs: Places_Field_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où vous jouez (facultatif)`)
};

const es_places_field_label = /** @type {(inputs: Places_Field_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde jugáis (opcional)`)
};

/**
* | output |
* | --- |
* | "Where you play (optional)" |
*
* @param {Places_Field_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_field_label = /** @type {((inputs?: Places_Field_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Field_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_field_label(inputs)
	if (locale === "fr") return fr_places_field_label(inputs)
	if (locale === "es") return es_places_field_label(inputs)
	return en_places_field_label(inputs)
});