/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tr_Record_TestInputs */

const en_tr_record_test = /** @type {(inputs: Tr_Record_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record the test`)
};

const de_tr_record_test = /** @type {(inputs: Tr_Record_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedingung festhalten`)
};

const fr_tr_record_test = /** @type {(inputs: Tr_Record_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noter le critère`)
};

const es_tr_record_test = /** @type {(inputs: Tr_Record_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anotar el criterio`)
};

/**
* | output |
* | --- |
* | "Record the test" |
*
* @param {Tr_Record_TestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tr_record_test = /** @type {((inputs?: Tr_Record_TestInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tr_Record_TestInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tr_record_test(inputs)
	if (locale === "fr") return fr_tr_record_test(inputs)
	if (locale === "es") return es_tr_record_test(inputs)
	return en_tr_record_test(inputs)
});