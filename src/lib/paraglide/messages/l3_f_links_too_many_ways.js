/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} L3_F_Links_Too_Many_WaysInputs */

const en_l3_f_links_too_many_ways = /** @type {(inputs: L3_F_Links_Too_Many_WaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A condition that links two variables is read when it can hold in at most ${i?.max} ways; this one has more.`)
};

const de_l3_f_links_too_many_ways = /** @type {(inputs: L3_F_Links_Too_Many_WaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Bedingung, die zwei Variablen verknüpft, wird gelesen, wenn sie auf höchstens ${i?.max} Arten erfüllt sein kann; diese hat mehr.`)
};

const fr_l3_f_links_too_many_ways = /** @type {(inputs: L3_F_Links_Too_Many_WaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une condition qui lie deux variables est lue si elle peut être vraie d’au plus ${i?.max} façons ; celle-ci en a davantage.`)
};

const es_l3_f_links_too_many_ways = /** @type {(inputs: L3_F_Links_Too_Many_WaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una condición que relaciona dos variables se lee cuando puede cumplirse de ${i?.max} formas como mucho; esta tiene más.`)
};

/**
* | output |
* | --- |
* | "A condition that links two variables is read when it can hold in at most {max} ways; this one has more." |
*
* @param {L3_F_Links_Too_Many_WaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_f_links_too_many_ways = /** @type {((inputs: L3_F_Links_Too_Many_WaysInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_F_Links_Too_Many_WaysInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_f_links_too_many_ways(inputs)
	if (locale === "fr") return fr_l3_f_links_too_many_ways(inputs)
	if (locale === "es") return es_l3_f_links_too_many_ways(inputs)
	return en_l3_f_links_too_many_ways(inputs)
});