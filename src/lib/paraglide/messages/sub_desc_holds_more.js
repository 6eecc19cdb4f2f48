/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ elements: NonNullable<unknown> }} Sub_Desc_Holds_MoreInputs */

const en_sub_desc_holds_more = /** @type {(inputs: Sub_Desc_Holds_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It holds ${i?.elements}, ....`)
};

const de_sub_desc_holds_more = /** @type {(inputs: Sub_Desc_Holds_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie enthält ${i?.elements}, ….`)
};

const fr_sub_desc_holds_more = /** @type {(inputs: Sub_Desc_Holds_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il contient ${i?.elements}, ….`)
};

const es_sub_desc_holds_more = /** @type {(inputs: Sub_Desc_Holds_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contiene ${i?.elements}, ….`)
};

/**
* | output |
* | --- |
* | "It holds {elements}, ...." |
*
* @param {Sub_Desc_Holds_MoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_desc_holds_more = /** @type {((inputs: Sub_Desc_Holds_MoreInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Desc_Holds_MoreInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_desc_holds_more(inputs)
	if (locale === "fr") return fr_sub_desc_holds_more(inputs)
	if (locale === "es") return es_sub_desc_holds_more(inputs)
	return en_sub_desc_holds_more(inputs)
});