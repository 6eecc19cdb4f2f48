/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_See_StatsInputs */

const en_fm_plays_see_stats = /** @type {(inputs: Fm_Plays_See_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See them in Stats`)
};

const de_fm_plays_see_stats = /** @type {(inputs: Fm_Plays_See_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In der Statistik ansehen`)
};

const fr_fm_plays_see_stats = /** @type {(inputs: Fm_Plays_See_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les voir dans les statistiques`)
};

const es_fm_plays_see_stats = /** @type {(inputs: Fm_Plays_See_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlas en las estadísticas`)
};

/**
* | output |
* | --- |
* | "See them in Stats" |
*
* @param {Fm_Plays_See_StatsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_see_stats = /** @type {((inputs?: Fm_Plays_See_StatsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_See_StatsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_see_stats(inputs)
	if (locale === "fr") return fr_fm_plays_see_stats(inputs)
	if (locale === "es") return es_fm_plays_see_stats(inputs)
	return en_fm_plays_see_stats(inputs)
});