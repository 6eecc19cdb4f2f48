/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Less_Than_MinuteInputs */

const en_sb_less_than_minute = /** @type {(inputs: Sb_Less_Than_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`less than a minute`)
};

const de_sb_less_than_minute = /** @type {(inputs: Sb_Less_Than_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`weniger als eine Minute`)
};

const fr_sb_less_than_minute = /** @type {(inputs: Sb_Less_Than_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`moins d’une minute`)
};

const es_sb_less_than_minute = /** @type {(inputs: Sb_Less_Than_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`menos de un minuto`)
};

/**
* | output |
* | --- |
* | "less than a minute" |
*
* @param {Sb_Less_Than_MinuteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_less_than_minute = /** @type {((inputs?: Sb_Less_Than_MinuteInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Less_Than_MinuteInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_less_than_minute(inputs)
	if (locale === "fr") return fr_sb_less_than_minute(inputs)
	if (locale === "es") return es_sb_less_than_minute(inputs)
	return en_sb_less_than_minute(inputs)
});