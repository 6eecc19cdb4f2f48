/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_F_Ellipsis_Continues_NumbersInputs */

const en_l3_f_ellipsis_continues_numbers = /** @type {(inputs: L3_F_Ellipsis_Continues_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An ellipsis continues numbers, not sets.`)
};

const de_l3_f_ellipsis_continues_numbers = /** @type {(inputs: L3_F_Ellipsis_Continues_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auslassungspunkte setzen Zahlen fort, keine Mengen.`)
};

const fr_l3_f_ellipsis_continues_numbers = /** @type {(inputs: L3_F_Ellipsis_Continues_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des points de suspension prolongent des nombres, pas des ensembles.`)
};

const es_l3_f_ellipsis_continues_numbers = /** @type {(inputs: L3_F_Ellipsis_Continues_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los puntos suspensivos continúan números, no conjuntos.`)
};

/**
* | output |
* | --- |
* | "An ellipsis continues numbers, not sets." |
*
* @param {L3_F_Ellipsis_Continues_NumbersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_ellipsis_continues_numbers = /** @type {((inputs?: L3_F_Ellipsis_Continues_NumbersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Ellipsis_Continues_NumbersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_ellipsis_continues_numbers(inputs)
	if (locale === "fr") return fr_l3_f_ellipsis_continues_numbers(inputs)
	if (locale === "es") return es_l3_f_ellipsis_continues_numbers(inputs)
	return en_l3_f_ellipsis_continues_numbers(inputs)
});