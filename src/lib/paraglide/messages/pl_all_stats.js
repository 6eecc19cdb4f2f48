/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_All_StatsInputs */

const en_pl_all_stats = /** @type {(inputs: Pl_All_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All stats`)
};

const de_pl_all_stats = /** @type {(inputs: Pl_All_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesamte Statistik`)
};

const fr_pl_all_stats = /** @type {(inputs: Pl_All_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les statistiques`)
};

const es_pl_all_stats = /** @type {(inputs: Pl_All_StatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las estadísticas`)
};

/**
* | output |
* | --- |
* | "All stats" |
*
* @param {Pl_All_StatsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_all_stats = /** @type {((inputs?: Pl_All_StatsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_All_StatsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_all_stats(inputs)
	if (locale === "fr") return fr_pl_all_stats(inputs)
	if (locale === "es") return es_pl_all_stats(inputs)
	return en_pl_all_stats(inputs)
});