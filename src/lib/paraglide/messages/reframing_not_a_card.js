/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown>, list: NonNullable<unknown>, highest: NonNullable<unknown> }} Reframing_Not_A_CardInputs */

const en_reframing_not_a_card = /** @type {(inputs: Reframing_Not_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} named ${i?.value} among the ${i?.list}, which is not a card: cards are numbered 1 to ${i?.highest}.`)
};

const de_reframing_not_a_card = /** @type {(inputs: Reframing_Not_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat unter den ${i?.list} ${i?.value} genannt, das ist keine Karte: Die Karten gehen von 1 bis ${i?.highest}.`)
};

const fr_reframing_not_a_card = /** @type {(inputs: Reframing_Not_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a cité ${i?.value} parmi les ${i?.list}, ce qui n’est pas une carte : les cartes vont de 1 à ${i?.highest}.`)
};

const es_reframing_not_a_card = /** @type {(inputs: Reframing_Not_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha indicado ${i?.value} entre las ${i?.list}, y no es una carta: las cartas van del 1 al ${i?.highest}.`)
};

/**
* | output |
* | --- |
* | "{name} named {value} among the {list}, which is not a card: cards are numbered 1 to {highest}." |
*
* @param {Reframing_Not_A_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_not_a_card = /** @type {((inputs: Reframing_Not_A_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Not_A_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_not_a_card(inputs)
	if (locale === "fr") return fr_reframing_not_a_card(inputs)
	if (locale === "es") return es_reframing_not_a_card(inputs)
	return en_reframing_not_a_card(inputs)
});