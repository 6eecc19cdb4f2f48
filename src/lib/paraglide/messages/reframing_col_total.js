/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Col_TotalInputs */

const en_reframing_col_total = /** @type {(inputs: Reframing_Col_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const de_reframing_col_total = /** @type {(inputs: Reframing_Col_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesamt`)
};

const fr_reframing_col_total = /** @type {(inputs: Reframing_Col_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const es_reframing_col_total = /** @type {(inputs: Reframing_Col_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Reframing_Col_TotalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_col_total = /** @type {((inputs?: Reframing_Col_TotalInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Col_TotalInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_col_total(inputs)
	if (locale === "fr") return fr_reframing_col_total(inputs)
	if (locale === "es") return es_reframing_col_total(inputs)
	return en_reframing_col_total(inputs)
});