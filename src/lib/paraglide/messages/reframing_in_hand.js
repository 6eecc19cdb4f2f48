/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_In_HandInputs */

const en_reframing_in_hand = /** @type {(inputs: Reframing_In_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in hand`)
};

const de_reframing_in_hand = /** @type {(inputs: Reframing_In_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`auf der Hand`)
};

const fr_reframing_in_hand = /** @type {(inputs: Reframing_In_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en main`)
};

const es_reframing_in_hand = /** @type {(inputs: Reframing_In_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en la mano`)
};

/**
* | output |
* | --- |
* | "in hand" |
*
* @param {Reframing_In_HandInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_in_hand = /** @type {((inputs?: Reframing_In_HandInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_In_HandInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_in_hand(inputs)
	if (locale === "fr") return fr_reframing_in_hand(inputs)
	if (locale === "es") return es_reframing_in_hand(inputs)
	return en_reframing_in_hand(inputs)
});