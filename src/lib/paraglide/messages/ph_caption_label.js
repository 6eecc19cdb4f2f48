/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ph_Caption_LabelInputs */

const en_ph_caption_label = /** @type {(inputs: Ph_Caption_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caption (optional)`)
};

const de_ph_caption_label = /** @type {(inputs: Ph_Caption_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bildunterschrift (optional)`)
};

const fr_ph_caption_label = /** @type {(inputs: Ph_Caption_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Légende (facultative)`)
};

const es_ph_caption_label = /** @type {(inputs: Ph_Caption_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de foto (opcional)`)
};

/**
* | output |
* | --- |
* | "Caption (optional)" |
*
* @param {Ph_Caption_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const ph_caption_label = /** @type {((inputs?: Ph_Caption_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ph_Caption_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ph_caption_label(inputs)
	if (locale === "fr") return fr_ph_caption_label(inputs)
	if (locale === "es") return es_ph_caption_label(inputs)
	return en_ph_caption_label(inputs)
});