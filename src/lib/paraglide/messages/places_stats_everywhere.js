/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Places_Stats_EverywhereInputs */

const en_places_stats_everywhere = /** @type {(inputs: Places_Stats_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everywhere`)
};

const de_places_stats_everywhere = /** @type {(inputs: Places_Stats_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall`)
};

const fr_places_stats_everywhere = /** @type {(inputs: Places_Stats_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partout`)
};

const es_places_stats_everywhere = /** @type {(inputs: Places_Stats_EverywhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En todas partes`)
};

/**
* | output |
* | --- |
* | "Everywhere" |
*
* @param {Places_Stats_EverywhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const places_stats_everywhere = /** @type {((inputs?: Places_Stats_EverywhereInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Places_Stats_EverywhereInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_places_stats_everywhere(inputs)
	if (locale === "fr") return fr_places_stats_everywhere(inputs)
	if (locale === "es") return es_places_stats_everywhere(inputs)
	return en_places_stats_everywhere(inputs)
});