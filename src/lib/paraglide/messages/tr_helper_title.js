/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Helper_TitleInputs */

const en_tr_helper_title = /** @type {(inputs: Tr_Helper_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best-order helper`)
};

const de_tr_helper_title = /** @type {(inputs: Tr_Helper_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helfer für die beste Reihenfolge`)
};

const fr_tr_helper_title = /** @type {(inputs: Tr_Helper_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aide pour le meilleur ordre`)
};

const es_tr_helper_title = /** @type {(inputs: Tr_Helper_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayuda para el mejor orden`)
};

/**
* | output |
* | --- |
* | "Best-order helper" |
*
* @param {Tr_Helper_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_helper_title = /** @type {((inputs?: Tr_Helper_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Helper_TitleInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_helper_title(inputs)
	if (locale === "fr") return fr_tr_helper_title(inputs)
	if (locale === "es") return es_tr_helper_title(inputs)
	return en_tr_helper_title(inputs)
});