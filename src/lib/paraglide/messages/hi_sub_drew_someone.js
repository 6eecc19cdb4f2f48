/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown> }} Hi_Sub_Drew_SomeoneInputs */

const en_hi_sub_drew_someone = /** @type {(inputs: Hi_Sub_Drew_SomeoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The player drew ${i?.card}`)
};

const de_hi_sub_drew_someone = /** @type {(inputs: Hi_Sub_Drew_SomeoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gezogen: ${i?.card}`)
};

const fr_hi_sub_drew_someone = /** @type {(inputs: Hi_Sub_Drew_SomeoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carte piochée : ${i?.card}`)
};

const es_hi_sub_drew_someone = /** @type {(inputs: Hi_Sub_Drew_SomeoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carta robada: ${i?.card}`)
};

/**
* | output |
* | --- |
* | "The player drew {card}" |
*
* @param {Hi_Sub_Drew_SomeoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_sub_drew_someone = /** @type {((inputs: Hi_Sub_Drew_SomeoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Sub_Drew_SomeoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_sub_drew_someone(inputs)
	if (locale === "fr") return fr_hi_sub_drew_someone(inputs)
	if (locale === "es") return es_hi_sub_drew_someone(inputs)
	return en_hi_sub_drew_someone(inputs)
});