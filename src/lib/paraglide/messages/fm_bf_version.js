/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_VersionInputs */

const en_fm_bf_version = /** @type {(inputs: Fm_Bf_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`format version`)
};

const de_fm_bf_version = /** @type {(inputs: Fm_Bf_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formatversion`)
};

const fr_fm_bf_version = /** @type {(inputs: Fm_Bf_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`version du format`)
};

const es_fm_bf_version = /** @type {(inputs: Fm_Bf_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`versión del formato`)
};

/**
* | output |
* | --- |
* | "format version" |
*
* @param {Fm_Bf_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_version = /** @type {((inputs?: Fm_Bf_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_VersionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_version(inputs)
	if (locale === "fr") return fr_fm_bf_version(inputs)
	if (locale === "es") return es_fm_bf_version(inputs)
	return en_fm_bf_version(inputs)
});