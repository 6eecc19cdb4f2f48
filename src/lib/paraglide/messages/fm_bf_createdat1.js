/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Bf_Createdat1Inputs */

const en_fm_bf_createdat1 = /** @type {(inputs: Fm_Bf_Createdat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`start date`)
};

const de_fm_bf_createdat1 = /** @type {(inputs: Fm_Bf_Createdat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Startdatum`)
};

const fr_fm_bf_createdat1 = /** @type {(inputs: Fm_Bf_Createdat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date de début`)
};

const es_fm_bf_createdat1 = /** @type {(inputs: Fm_Bf_Createdat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fecha de inicio`)
};

/**
* | output |
* | --- |
* | "start date" |
*
* @param {Fm_Bf_Createdat1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_bf_createdat1 = /** @type {((inputs?: Fm_Bf_Createdat1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Bf_Createdat1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_bf_createdat1(inputs)
	if (locale === "fr") return fr_fm_bf_createdat1(inputs)
	if (locale === "es") return es_fm_bf_createdat1(inputs)
	return en_fm_bf_createdat1(inputs)
});
export { fm_bf_createdat1 as "fm_bf_createdAt" }