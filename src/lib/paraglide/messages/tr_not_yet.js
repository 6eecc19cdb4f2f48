/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Not_YetInputs */

const en_tr_not_yet = /** @type {(inputs: Tr_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet`)
};

const de_tr_not_yet = /** @type {(inputs: Tr_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht`)
};

const fr_tr_not_yet = /** @type {(inputs: Tr_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore`)
};

const es_tr_not_yet = /** @type {(inputs: Tr_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no`)
};

/**
* | output |
* | --- |
* | "Not yet" |
*
* @param {Tr_Not_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_not_yet = /** @type {((inputs?: Tr_Not_YetInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Not_YetInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_not_yet(inputs)
	if (locale === "fr") return fr_tr_not_yet(inputs)
	if (locale === "es") return es_tr_not_yet(inputs)
	return en_tr_not_yet(inputs)
});