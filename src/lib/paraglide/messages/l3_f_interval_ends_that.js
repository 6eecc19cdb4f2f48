/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Interval_Ends_ThatInputs */

const en_l3_f_interval_ends_that = /** @type {(inputs: L3_F_Interval_Ends_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interval ends that depend on the variable are not supported.`)
};

const de_l3_f_interval_ends_that = /** @type {(inputs: L3_F_Interval_Ends_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intervallgrenzen, die von der Variablen abhängen, werden nicht unterstützt.`)
};

const fr_l3_f_interval_ends_that = /** @type {(inputs: L3_F_Interval_Ends_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les bornes d’intervalle qui dépendent de la variable ne sont pas prises en charge.`)
};

const es_l3_f_interval_ends_that = /** @type {(inputs: L3_F_Interval_Ends_ThatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los extremos de intervalo que dependen de la variable no se admiten.`)
};

/**
* | output |
* | --- |
* | "Interval ends that depend on the variable are not supported." |
*
* @param {L3_F_Interval_Ends_ThatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_interval_ends_that = /** @type {((inputs?: L3_F_Interval_Ends_ThatInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Interval_Ends_ThatInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_interval_ends_that(inputs)
	if (locale === "fr") return fr_l3_f_interval_ends_that(inputs)
	if (locale === "es") return es_l3_f_interval_ends_that(inputs)
	return en_l3_f_interval_ends_that(inputs)
});