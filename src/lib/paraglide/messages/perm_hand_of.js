/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, whose: NonNullable<unknown> }} Perm_Hand_OfInputs */

const en_perm_hand_of = /** @type {(inputs: Perm_Hand_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s hand`)
};

const de_perm_hand_of = /** @type {(inputs: Perm_Hand_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hand ${i?.whose}`)
};

const fr_perm_hand_of = /** @type {(inputs: Perm_Hand_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Main ${i?.whose}`)
};

const es_perm_hand_of = /** @type {(inputs: Perm_Hand_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mano ${i?.whose}`)
};

/**
* | name | output |
* | --- | --- |
* | * | "{name}'s hand" |
*
* @param {Perm_Hand_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_hand_of = /** @type {((inputs: Perm_Hand_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Hand_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_hand_of(inputs)
	if (locale === "fr") return fr_perm_hand_of(inputs)
	if (locale === "es") return es_perm_hand_of(inputs)
	return en_perm_hand_of(inputs)
});