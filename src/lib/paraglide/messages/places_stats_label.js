/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Stats_LabelInputs */

const en_places_stats_label = /** @type {(inputs: Places_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

const de_places_stats_label = /** @type {(inputs: Places_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo`)
};

const fr_places_stats_label = /** @type {(inputs: Places_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

const es_places_stats_label = /** @type {(inputs: Places_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dónde`)
};

/**
* | output |
* | --- |
* | "Where" |
*
* @param {Places_Stats_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_stats_label = /** @type {((inputs?: Places_Stats_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Stats_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_stats_label(inputs)
	if (locale === "fr") return fr_places_stats_label(inputs)
	if (locale === "es") return es_places_stats_label(inputs)
	return en_places_stats_label(inputs)
});