/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Interval_Has_ExactlyInputs */

const en_l3_f_interval_has_exactly = /** @type {(inputs: L3_F_Interval_Has_ExactlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An interval has exactly two ends, as in [0, 1).`)
};

const de_l3_f_interval_has_exactly = /** @type {(inputs: L3_F_Interval_Has_ExactlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Intervall hat genau zwei Grenzen, wie in [0, 1).`)
};

const fr_l3_f_interval_has_exactly = /** @type {(inputs: L3_F_Interval_Has_ExactlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un intervalle a exactement deux bornes, comme dans [0, 1).`)
};

const es_l3_f_interval_has_exactly = /** @type {(inputs: L3_F_Interval_Has_ExactlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un intervalo tiene exactamente dos extremos, como en [0, 1).`)
};

/**
* | output |
* | --- |
* | "An interval has exactly two ends, as in [0, 1)." |
*
* @param {L3_F_Interval_Has_ExactlyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_interval_has_exactly = /** @type {((inputs?: L3_F_Interval_Has_ExactlyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Interval_Has_ExactlyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_interval_has_exactly(inputs)
	if (locale === "fr") return fr_l3_f_interval_has_exactly(inputs)
	if (locale === "es") return es_l3_f_interval_has_exactly(inputs)
	return en_l3_f_interval_has_exactly(inputs)
});