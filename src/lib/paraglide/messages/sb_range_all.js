/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Range_AllInputs */

const en_sb_range_all = /** @type {(inputs: Sb_Range_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All time`)
};

const de_sb_range_all = /** @type {(inputs: Sb_Range_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesamt`)
};

const fr_sb_range_all = /** @type {(inputs: Sb_Range_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depuis toujours`)
};

const es_sb_range_all = /** @type {(inputs: Sb_Range_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siempre`)
};

/**
* | output |
* | --- |
* | "All time" |
*
* @param {Sb_Range_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_range_all = /** @type {((inputs?: Sb_Range_AllInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Range_AllInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_range_all(inputs)
	if (locale === "fr") return fr_sb_range_all(inputs)
	if (locale === "es") return es_sb_range_all(inputs)
	return en_sb_range_all(inputs)
});