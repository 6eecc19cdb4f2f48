/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Places_NoneInputs */

const en_sb_places_none = /** @type {(inputs: Sb_Places_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const de_sb_places_none = /** @type {(inputs: Sb_Places_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keine`)
};

const fr_sb_places_none = /** @type {(inputs: Sb_Places_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucune`)
};

const es_sb_places_none = /** @type {(inputs: Sb_Places_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Sb_Places_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_places_none = /** @type {((inputs?: Sb_Places_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Places_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_places_none(inputs)
	if (locale === "fr") return fr_sb_places_none(inputs)
	if (locale === "es") return es_sb_places_none(inputs)
	return en_sb_places_none(inputs)
});