/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, listed: NonNullable<unknown> }} Sub_Image_ValuesInputs */

const en_sub_image_values = /** @type {(inputs: Sub_Image_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A has ${i?.count} elements${i?.listed}, the values of its image inside its interval, and each is in S.`)
};

const de_sub_image_values = /** @type {(inputs: Sub_Image_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A hat ${i?.count} Elemente${i?.listed}, die Werte seiner Bildmenge in seinem Intervall, und jedes liegt in S.`)
};

const fr_sub_image_values = /** @type {(inputs: Sub_Image_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A a ${i?.count} éléments${i?.listed}, les valeurs de son image dans son intervalle, et chacun est dans S.`)
};

const es_sub_image_values = /** @type {(inputs: Sub_Image_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A tiene ${i?.count} elementos${i?.listed}, los valores de su imagen dentro de su intervalo, y cada uno está en S.`)
};

/**
* | output |
* | --- |
* | "A has {count} elements{listed}, the values of its image inside its interval, and each is in S." |
*
* @param {Sub_Image_ValuesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_image_values = /** @type {((inputs: Sub_Image_ValuesInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Image_ValuesInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_image_values(inputs)
	if (locale === "fr") return fr_sub_image_values(inputs)
	if (locale === "es") return es_sub_image_values(inputs)
	return en_sub_image_values(inputs)
});