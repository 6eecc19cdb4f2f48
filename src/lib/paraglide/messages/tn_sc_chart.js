/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_Sc_ChartInputs */

const en_tn_sc_chart = /** @type {(inputs: Tn_Sc_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Running totals by round`)
};

const de_tn_sc_chart = /** @type {(inputs: Tn_Sc_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laufende Summen je Runde`)
};

const fr_tn_sc_chart = /** @type {(inputs: Tn_Sc_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaux cumulés par manche`)
};

const es_tn_sc_chart = /** @type {(inputs: Tn_Sc_ChartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totales acumulados por ronda`)
};

/**
* | output |
* | --- |
* | "Running totals by round" |
*
* @param {Tn_Sc_ChartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_sc_chart = /** @type {((inputs?: Tn_Sc_ChartInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_Sc_ChartInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_sc_chart(inputs)
	if (locale === "fr") return fr_tn_sc_chart(inputs)
	if (locale === "es") return es_tn_sc_chart(inputs)
	return en_tn_sc_chart(inputs)
});