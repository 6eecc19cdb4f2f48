/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Starting_HandsInputs */

const en_perm_starting_hands = /** @type {(inputs: Perm_Starting_HandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting hands`)
};

const de_perm_starting_hands = /** @type {(inputs: Perm_Starting_HandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starthände`)
};

const fr_perm_starting_hands = /** @type {(inputs: Perm_Starting_HandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mains de départ`)
};

const es_perm_starting_hands = /** @type {(inputs: Perm_Starting_HandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manos iniciales`)
};

/**
* | output |
* | --- |
* | "Starting hands" |
*
* @param {Perm_Starting_HandsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_starting_hands = /** @type {((inputs?: Perm_Starting_HandsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Starting_HandsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_starting_hands(inputs)
	if (locale === "fr") return fr_perm_starting_hands(inputs)
	if (locale === "es") return es_perm_starting_hands(inputs)
	return en_perm_starting_hands(inputs)
});