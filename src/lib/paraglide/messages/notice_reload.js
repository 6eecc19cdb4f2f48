/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_ReloadInputs */

const en_notice_reload = /** @type {(inputs: Notice_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

const de_notice_reload = /** @type {(inputs: Notice_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu laden`)
};

const fr_notice_reload = /** @type {(inputs: Notice_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recharger`)
};

const es_notice_reload = /** @type {(inputs: Notice_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recargar`)
};

/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Notice_ReloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_reload = /** @type {((inputs?: Notice_ReloadInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_ReloadInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_notice_reload(inputs)
	if (locale === "fr") return fr_notice_reload(inputs)
	if (locale === "es") return es_notice_reload(inputs)
	return en_notice_reload(inputs)
});