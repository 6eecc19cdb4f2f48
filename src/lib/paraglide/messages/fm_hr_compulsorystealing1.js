/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Hr_Compulsorystealing1Inputs */

const en_fm_hr_compulsorystealing1 = /** @type {(inputs: Fm_Hr_Compulsorystealing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stealing is compulsory`)
};

const de_fm_hr_compulsorystealing1 = /** @type {(inputs: Fm_Hr_Compulsorystealing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stehlen ist Pflicht`)
};

const fr_fm_hr_compulsorystealing1 = /** @type {(inputs: Fm_Hr_Compulsorystealing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voler est obligatoire`)
};

const es_fm_hr_compulsorystealing1 = /** @type {(inputs: Fm_Hr_Compulsorystealing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robar un montón es obligatorio`)
};

/**
* | output |
* | --- |
* | "Stealing is compulsory" |
*
* @param {Fm_Hr_Compulsorystealing1Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
const fm_hr_compulsorystealing1 = /** @type {((inputs?: Fm_Hr_Compulsorystealing1Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Hr_Compulsorystealing1Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_hr_compulsorystealing1(inputs)
	if (locale === "fr") return fr_fm_hr_compulsorystealing1(inputs)
	if (locale === "es") return es_fm_hr_compulsorystealing1(inputs)
	return en_fm_hr_compulsorystealing1(inputs)
});
export { fm_hr_compulsorystealing1 as "fm_hr_compulsoryStealing" }