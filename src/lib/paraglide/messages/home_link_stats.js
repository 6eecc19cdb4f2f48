/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Link_StatsInputs */

const en_home_link_stats = /** @type {(inputs: Home_Link_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stats: wins, streaks and head to head`)
};

const de_home_link_stats = /** @type {(inputs: Home_Link_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistik: Siege, Serien und direkter Vergleich`)
};

const fr_home_link_stats = /** @type {(inputs: Home_Link_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistiques : victoires, séries et face-à-face`)
};

const es_home_link_stats = /** @type {(inputs: Home_Link_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estadísticas: victorias, rachas y cara a cara`)
};

/**
* | output |
* | --- |
* | "Stats: wins, streaks and head to head" |
*
* @param {Home_Link_StatsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const home_link_stats = /** @type {((inputs?: Home_Link_StatsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Link_StatsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_link_stats(inputs)
	if (locale === "fr") return fr_home_link_stats(inputs)
	if (locale === "es") return es_home_link_stats(inputs)
	return en_home_link_stats(inputs)
});