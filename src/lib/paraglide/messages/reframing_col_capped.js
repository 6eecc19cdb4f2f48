/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Col_CappedInputs */

const en_reframing_col_capped = /** @type {(inputs: Reframing_Col_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capped`)
};

const de_reframing_col_capped = /** @type {(inputs: Reframing_Col_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gekappt`)
};

const fr_reframing_col_capped = /** @type {(inputs: Reframing_Col_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plafonné`)
};

const es_reframing_col_capped = /** @type {(inputs: Reframing_Col_CappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limitado`)
};

/**
* | output |
* | --- |
* | "Capped" |
*
* @param {Reframing_Col_CappedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_col_capped = /** @type {((inputs?: Reframing_Col_CappedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Col_CappedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_col_capped(inputs)
	if (locale === "fr") return fr_reframing_col_capped(inputs)
	if (locale === "es") return es_reframing_col_capped(inputs)
	return en_reframing_col_capped(inputs)
});