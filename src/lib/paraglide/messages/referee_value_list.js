/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referee_Value_ListInputs */

const en_referee_value_list = /** @type {(inputs: Referee_Value_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a list`)
};

const de_referee_value_list = /** @type {(inputs: Referee_Value_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eine Liste`)
};

const fr_referee_value_list = /** @type {(inputs: Referee_Value_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une liste`)
};

const es_referee_value_list = /** @type {(inputs: Referee_Value_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una lista`)
};

/**
* | output |
* | --- |
* | "a list" |
*
* @param {Referee_Value_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const referee_value_list = /** @type {((inputs?: Referee_Value_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referee_Value_ListInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_referee_value_list(inputs)
	if (locale === "fr") return fr_referee_value_list(inputs)
	if (locale === "es") return es_referee_value_list(inputs)
	return en_referee_value_list(inputs)
});