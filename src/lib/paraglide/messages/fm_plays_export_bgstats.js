/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_Export_BgstatsInputs */

const en_fm_plays_export_bgstats = /** @type {(inputs: Fm_Plays_Export_BgstatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export for BG Stats (JSON)`)
};

const de_fm_plays_export_bgstats = /** @type {(inputs: Fm_Plays_Export_BgstatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für BG Stats exportieren (JSON)`)
};

const fr_fm_plays_export_bgstats = /** @type {(inputs: Fm_Plays_Export_BgstatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter pour BG Stats (JSON)`)
};

const es_fm_plays_export_bgstats = /** @type {(inputs: Fm_Plays_Export_BgstatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar para BG Stats (JSON)`)
};

/**
* | output |
* | --- |
* | "Export for BG Stats (JSON)" |
*
* @param {Fm_Plays_Export_BgstatsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_export_bgstats = /** @type {((inputs?: Fm_Plays_Export_BgstatsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Export_BgstatsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_export_bgstats(inputs)
	if (locale === "fr") return fr_fm_plays_export_bgstats(inputs)
	if (locale === "es") return es_fm_plays_export_bgstats(inputs)
	return en_fm_plays_export_bgstats(inputs)
});