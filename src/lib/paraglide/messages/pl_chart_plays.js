/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Chart_PlaysInputs */

const en_pl_chart_plays = /** @type {(inputs: Pl_Chart_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finished games per month`)
};

const de_pl_chart_plays = /** @type {(inputs: Pl_Chart_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beendete Spiele pro Monat`)
};

const fr_pl_chart_plays = /** @type {(inputs: Pl_Chart_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parties terminées par mois`)
};

const es_pl_chart_plays = /** @type {(inputs: Pl_Chart_PlaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partidas terminadas por mes`)
};

/**
* | output |
* | --- |
* | "Finished games per month" |
*
* @param {Pl_Chart_PlaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_chart_plays = /** @type {((inputs?: Pl_Chart_PlaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Chart_PlaysInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_chart_plays(inputs)
	if (locale === "fr") return fr_pl_chart_plays(inputs)
	if (locale === "es") return es_pl_chart_plays(inputs)
	return en_pl_chart_plays(inputs)
});