/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_PeriodInputs */

const en_sb_period = /** @type {(inputs: Sb_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Period`)
};

const de_sb_period = /** @type {(inputs: Sb_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitraum`)
};

const fr_sb_period = /** @type {(inputs: Sb_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Période`)
};

const es_sb_period = /** @type {(inputs: Sb_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Periodo`)
};

/**
* | output |
* | --- |
* | "Period" |
*
* @param {Sb_PeriodInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_period = /** @type {((inputs?: Sb_PeriodInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_PeriodInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_period(inputs)
	if (locale === "fr") return fr_sb_period(inputs)
	if (locale === "es") return es_sb_period(inputs)
	return en_sb_period(inputs)
});