/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Col_RoundInputs */

const en_reframing_col_round = /** @type {(inputs: Reframing_Col_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round`)
};

const de_reframing_col_round = /** @type {(inputs: Reframing_Col_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runde`)
};

const fr_reframing_col_round = /** @type {(inputs: Reframing_Col_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manche`)
};

const es_reframing_col_round = /** @type {(inputs: Reframing_Col_RoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ronda`)
};

/**
* | output |
* | --- |
* | "Round" |
*
* @param {Reframing_Col_RoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_col_round = /** @type {((inputs?: Reframing_Col_RoundInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Col_RoundInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_col_round(inputs)
	if (locale === "fr") return fr_reframing_col_round(inputs)
	if (locale === "es") return es_reframing_col_round(inputs)
	return en_reframing_col_round(inputs)
});