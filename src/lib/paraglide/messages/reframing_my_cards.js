/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Reframing_My_CardsInputs */

const en_reframing_my_cards = /** @type {(inputs: Reframing_My_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (my cards)`)
};

const de_reframing_my_cards = /** @type {(inputs: Reframing_My_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (meine Karten)`)
};

const fr_reframing_my_cards = /** @type {(inputs: Reframing_My_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (mes cartes)`)
};

const es_reframing_my_cards = /** @type {(inputs: Reframing_My_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (mis cartas)`)
};

/**
* | output |
* | --- |
* | "{name} (my cards)" |
*
* @param {Reframing_My_CardsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_my_cards = /** @type {((inputs: Reframing_My_CardsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_My_CardsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_my_cards(inputs)
	if (locale === "fr") return fr_reframing_my_cards(inputs)
	if (locale === "es") return es_reframing_my_cards(inputs)
	return en_reframing_my_cards(inputs)
});