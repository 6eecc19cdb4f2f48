/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Your_C_ListInputs */

const en_tr_your_c_list = /** @type {(inputs: Tr_Your_C_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your c-list:`)
};

const de_tr_your_c_list = /** @type {(inputs: Tr_Your_C_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine c-Liste:`)
};

const fr_tr_your_c_list = /** @type {(inputs: Tr_Your_C_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ta liste c :`)
};

const es_tr_your_c_list = /** @type {(inputs: Tr_Your_C_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu lista c:`)
};

/**
* | output |
* | --- |
* | "Your c-list:" |
*
* @param {Tr_Your_C_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_your_c_list = /** @type {((inputs?: Tr_Your_C_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Your_C_ListInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_your_c_list(inputs)
	if (locale === "fr") return fr_tr_your_c_list(inputs)
	if (locale === "es") return es_tr_your_c_list(inputs)
	return en_tr_your_c_list(inputs)
});