/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ listed: NonNullable<unknown> }} Sub_Image_Values_OneInputs */

const en_sub_image_values_one = /** @type {(inputs: Sub_Image_Values_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A has 1 element${i?.listed}, the values of its image inside its interval, and each is in S.`)
};

const de_sub_image_values_one = /** @type {(inputs: Sub_Image_Values_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A hat 1 Element${i?.listed}, den Wert seiner Bildmenge in seinem Intervall, und es liegt in S.`)
};

const fr_sub_image_values_one = /** @type {(inputs: Sub_Image_Values_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A a 1 élément${i?.listed}, la valeur de son image dans son intervalle, et il est dans S.`)
};

const es_sub_image_values_one = /** @type {(inputs: Sub_Image_Values_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A tiene 1 elemento${i?.listed}, el valor de su imagen dentro de su intervalo, y está en S.`)
};

/**
* | output |
* | --- |
* | "A has 1 element{listed}, the values of its image inside its interval, and each is in S." |
*
* @param {Sub_Image_Values_OneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_image_values_one = /** @type {((inputs: Sub_Image_Values_OneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Image_Values_OneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_image_values_one(inputs)
	if (locale === "fr") return fr_sub_image_values_one(inputs)
	if (locale === "es") return es_sub_image_values_one(inputs)
	return en_sub_image_values_one(inputs)
});