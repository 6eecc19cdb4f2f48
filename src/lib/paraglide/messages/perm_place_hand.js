/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ whose: NonNullable<unknown> }} Perm_Place_HandInputs */

const en_perm_place_hand = /** @type {(inputs: Perm_Place_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`is in ${i?.whose} hand`)
};

const de_perm_place_hand = /** @type {(inputs: Perm_Place_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ist auf der Hand ${i?.whose}`)
};

const fr_perm_place_hand = /** @type {(inputs: Perm_Place_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`est dans la main ${i?.whose}`)
};

const es_perm_place_hand = /** @type {(inputs: Perm_Place_HandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`está en la mano ${i?.whose}`)
};

/**
* | output |
* | --- |
* | "is in {whose} hand" |
*
* @param {Perm_Place_HandInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_place_hand = /** @type {((inputs: Perm_Place_HandInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Place_HandInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_place_hand(inputs)
	if (locale === "fr") return fr_perm_place_hand(inputs)
	if (locale === "es") return es_perm_place_hand(inputs)
	return en_perm_place_hand(inputs)
});