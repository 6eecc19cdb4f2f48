/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Ends_Interval_MustInputs */

const en_l3_f_ends_interval_must = /** @type {(inputs: L3_F_Ends_Interval_MustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The ends of an interval must be numbers.`)
};

const de_l3_f_ends_interval_must = /** @type {(inputs: L3_F_Ends_Interval_MustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Grenzen eines Intervalls müssen Zahlen sein.`)
};

const fr_l3_f_ends_interval_must = /** @type {(inputs: L3_F_Ends_Interval_MustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les bornes d’un intervalle doivent être des nombres.`)
};

const es_l3_f_ends_interval_must = /** @type {(inputs: L3_F_Ends_Interval_MustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los extremos de un intervalo deben ser números.`)
};

/**
* | output |
* | --- |
* | "The ends of an interval must be numbers." |
*
* @param {L3_F_Ends_Interval_MustInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_ends_interval_must = /** @type {((inputs?: L3_F_Ends_Interval_MustInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Ends_Interval_MustInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_ends_interval_must(inputs)
	if (locale === "fr") return fr_l3_f_ends_interval_must(inputs)
	if (locale === "es") return es_l3_f_ends_interval_must(inputs)
	return en_l3_f_ends_interval_must(inputs)
});