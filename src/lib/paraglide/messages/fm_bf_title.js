/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_TitleInputs */

const en_fm_bf_title = /** @type {(inputs: Fm_Bf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`title`)
};

const de_fm_bf_title = /** @type {(inputs: Fm_Bf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel`)
};

const fr_fm_bf_title = /** @type {(inputs: Fm_Bf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`titre`)
};

const es_fm_bf_title = /** @type {(inputs: Fm_Bf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`título`)
};

/**
* | output |
* | --- |
* | "title" |
*
* @param {Fm_Bf_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_bf_title = /** @type {((inputs?: Fm_Bf_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_title(inputs)
	if (locale === "fr") return fr_fm_bf_title(inputs)
	if (locale === "es") return es_fm_bf_title(inputs)
	return en_fm_bf_title(inputs)
});