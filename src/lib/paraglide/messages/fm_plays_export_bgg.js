/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_Export_BggInputs */

const en_fm_plays_export_bgg = /** @type {(inputs: Fm_Plays_Export_BggInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export for BoardGameGeek (XML)`)
};

const de_fm_plays_export_bgg = /** @type {(inputs: Fm_Plays_Export_BggInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für BoardGameGeek exportieren (XML)`)
};

const fr_fm_plays_export_bgg = /** @type {(inputs: Fm_Plays_Export_BggInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter pour BoardGameGeek (XML)`)
};

const es_fm_plays_export_bgg = /** @type {(inputs: Fm_Plays_Export_BggInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar para BoardGameGeek (XML)`)
};

/**
* | output |
* | --- |
* | "Export for BoardGameGeek (XML)" |
*
* @param {Fm_Plays_Export_BggInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_export_bgg = /** @type {((inputs?: Fm_Plays_Export_BggInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Export_BggInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_export_bgg(inputs)
	if (locale === "fr") return fr_fm_plays_export_bgg(inputs)
	if (locale === "es") return es_fm_plays_export_bgg(inputs)
	return en_fm_plays_export_bgg(inputs)
});