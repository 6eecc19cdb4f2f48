/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Export_PlaysInputs */

const en_sb_export_plays = /** @type {(inputs: Sb_Export_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export all plays (CSV)`)
};

const de_sb_export_plays = /** @type {(inputs: Sb_Export_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Partien exportieren (CSV)`)
};

const fr_sb_export_plays = /** @type {(inputs: Sb_Export_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter toutes les parties (CSV)`)
};

const es_sb_export_plays = /** @type {(inputs: Sb_Export_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar todas las partidas (CSV)`)
};

/**
* | output |
* | --- |
* | "Export all plays (CSV)" |
*
* @param {Sb_Export_PlaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_export_plays = /** @type {((inputs?: Sb_Export_PlaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Export_PlaysInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_export_plays(inputs)
	if (locale === "fr") return fr_sb_export_plays(inputs)
	if (locale === "es") return es_sb_export_plays(inputs)
	return en_sb_export_plays(inputs)
});