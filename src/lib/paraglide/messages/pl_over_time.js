/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pl_Over_TimeInputs */

const en_pl_over_time = /** @type {(inputs: Pl_Over_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over time`)
};

const de_pl_over_time = /** @type {(inputs: Pl_Over_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Im Lauf der Zeit`)
};

const fr_pl_over_time = /** @type {(inputs: Pl_Over_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au fil du temps`)
};

const es_pl_over_time = /** @type {(inputs: Pl_Over_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A lo largo del tiempo`)
};

/**
* | output |
* | --- |
* | "Over time" |
*
* @param {Pl_Over_TimeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const pl_over_time = /** @type {((inputs?: Pl_Over_TimeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pl_Over_TimeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_pl_over_time(inputs)
	if (locale === "fr") return fr_pl_over_time(inputs)
	if (locale === "es") return es_pl_over_time(inputs)
	return en_pl_over_time(inputs)
});