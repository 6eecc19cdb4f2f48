/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, amount: NonNullable<unknown> }} Reframing_There_Are_CardsInputs */

const en_reframing_there_are_cards = /** @type {(inputs: Reframing_There_Are_CardsInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`there is no card`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`there is one card`);
	return /** @type {LocalizedString} */ (`there are ${i?.amount} cards`)
	
};

const de_reframing_there_are_cards = /** @type {(inputs: Reframing_There_Are_CardsInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`es liegt keine Karte`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`es liegt eine Karte`);
	return /** @type {LocalizedString} */ (`es liegen ${i?.amount} Karten`)
	
};

const fr_reframing_there_are_cards = /** @type {(inputs: Reframing_There_Are_CardsInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`il n’y a aucune carte`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`il y a une carte`);
	return /** @type {LocalizedString} */ (`il y a ${i?.amount} cartes`)
	
};

const es_reframing_there_are_cards = /** @type {(inputs: Reframing_There_Are_CardsInputs) => LocalizedString} */ (i) => {
	if ((i?.count === 0 || i?.count === "0")) return /** @type {LocalizedString} */ (`no hay ninguna carta`);
	if ((i?.count === 1 || i?.count === "1")) return /** @type {LocalizedString} */ (`hay una carta`);
	return /** @type {LocalizedString} */ (`hay ${i?.amount} cartas`)
	
};

/**
* | count | output |
* | --- | --- |
* | "0" | "there is no card" |
* | "1" | "there is one card" |
* | * | "there are {amount} cards" |
*
* @param {Reframing_There_Are_CardsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_there_are_cards = /** @type {((inputs: Reframing_There_Are_CardsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_There_Are_CardsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_there_are_cards(inputs)
	if (locale === "fr") return fr_reframing_there_are_cards(inputs)
	if (locale === "es") return es_reframing_there_are_cards(inputs)
	return en_reframing_there_are_cards(inputs)
});