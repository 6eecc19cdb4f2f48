/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Perm_Take_A_CardInputs */

const en_perm_take_a_card = /** @type {(inputs: Perm_Take_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, take a card`)
};

const de_perm_take_a_card = /** @type {(inputs: Perm_Take_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, nimm eine Karte`)
};

const fr_perm_take_a_card = /** @type {(inputs: Perm_Take_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, prends une carte`)
};

const es_perm_take_a_card = /** @type {(inputs: Perm_Take_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, llévate una carta`)
};

/**
* | output |
* | --- |
* | "{name}, take a card" |
*
* @param {Perm_Take_A_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_take_a_card = /** @type {((inputs: Perm_Take_A_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Take_A_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_take_a_card(inputs)
	if (locale === "fr") return fr_perm_take_a_card(inputs)
	if (locale === "es") return es_perm_take_a_card(inputs)
	return en_perm_take_a_card(inputs)
});