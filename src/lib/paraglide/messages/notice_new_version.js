/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_New_VersionInputs */

const en_notice_new_version = /** @type {(inputs: Notice_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new version is ready.`)
};

const de_notice_new_version = /** @type {(inputs: Notice_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine neue Version ist bereit.`)
};

const fr_notice_new_version = /** @type {(inputs: Notice_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une nouvelle version est prête.`)
};

const es_notice_new_version = /** @type {(inputs: Notice_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay una versión nueva lista.`)
};

/**
* | output |
* | --- |
* | "A new version is ready." |
*
* @param {Notice_New_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_new_version = /** @type {((inputs?: Notice_New_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_New_VersionInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notice_new_version(inputs)
	if (locale === "fr") return fr_notice_new_version(inputs)
	if (locale === "es") return es_notice_new_version(inputs)
	return en_notice_new_version(inputs)
});