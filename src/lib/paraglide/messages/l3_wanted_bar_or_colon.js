/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} L3_Wanted_Bar_Or_ColonInputs */

const en_l3_wanted_bar_or_colon = /** @type {(inputs: L3_Wanted_Bar_Or_ColonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"|" or ":"`)
};

const de_l3_wanted_bar_or_colon = /** @type {(inputs: L3_Wanted_Bar_Or_ColonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`„|“ oder „:“`)
};

const fr_l3_wanted_bar_or_colon = /** @type {(inputs: L3_Wanted_Bar_Or_ColonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`« | » ou « : »`)
};

const es_l3_wanted_bar_or_colon = /** @type {(inputs: L3_Wanted_Bar_Or_ColonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`«|» o «:»`)
};

/**
* | output |
* | --- |
* | "\"\|\" or \":\"" |
*
* @param {L3_Wanted_Bar_Or_ColonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const l3_wanted_bar_or_colon = /** @type {((inputs?: L3_Wanted_Bar_Or_ColonInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<L3_Wanted_Bar_Or_ColonInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_l3_wanted_bar_or_colon(inputs)
	if (locale === "fr") return fr_l3_wanted_bar_or_colon(inputs)
	if (locale === "es") return es_l3_wanted_bar_or_colon(inputs)
	return en_l3_wanted_bar_or_colon(inputs)
});