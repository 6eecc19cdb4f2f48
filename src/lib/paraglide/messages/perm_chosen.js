/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cards: NonNullable<unknown> }} Perm_ChosenInputs */

const en_perm_chosen = /** @type {(inputs: Perm_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chosen: ${i?.cards}.`)
};

const de_perm_chosen = /** @type {(inputs: Perm_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gewählt: ${i?.cards}.`)
};

const fr_perm_chosen = /** @type {(inputs: Perm_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisies : ${i?.cards}.`)
};

const es_perm_chosen = /** @type {(inputs: Perm_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elegidas: ${i?.cards}.`)
};

/**
* | output |
* | --- |
* | "Chosen: {cards}." |
*
* @param {Perm_ChosenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_chosen = /** @type {((inputs: Perm_ChosenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_ChosenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_chosen(inputs)
	if (locale === "fr") return fr_perm_chosen(inputs)
	if (locale === "es") return es_perm_chosen(inputs)
	return en_perm_chosen(inputs)
});