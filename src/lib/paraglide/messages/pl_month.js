/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_MonthInputs */

const en_pl_month = /** @type {(inputs: Pl_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month`)
};

const de_pl_month = /** @type {(inputs: Pl_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monat`)
};

const fr_pl_month = /** @type {(inputs: Pl_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois`)
};

const es_pl_month = /** @type {(inputs: Pl_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes`)
};

/**
* | output |
* | --- |
* | "Month" |
*
* @param {Pl_MonthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_month = /** @type {((inputs?: Pl_MonthInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_MonthInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_month(inputs)
	if (locale === "fr") return fr_pl_month(inputs)
	if (locale === "es") return es_pl_month(inputs)
	return en_pl_month(inputs)
});