/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown> }} Reframing_Fourth_CardInputs */

const en_reframing_fourth_card = /** @type {(inputs: Reframing_Fourth_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} played a fourth card, the ${i?.card}: a player plays at most three cards a round.`)
};

const de_reframing_fourth_card = /** @type {(inputs: Reframing_Fourth_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} hat eine vierte Karte gespielt, die ${i?.card}: Man spielt höchstens drei Karten pro Runde.`)
};

const fr_reframing_fourth_card = /** @type {(inputs: Reframing_Fourth_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a joué une quatrième carte, le ${i?.card} : on joue au plus trois cartes par manche.`)
};

const es_reframing_fourth_card = /** @type {(inputs: Reframing_Fourth_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha jugado una cuarta carta, el ${i?.card}: cada jugador juega como mucho tres cartas por ronda.`)
};

/**
* | output |
* | --- |
* | "{name} played a fourth card, the {card}: a player plays at most three cards a round." |
*
* @param {Reframing_Fourth_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_fourth_card = /** @type {((inputs: Reframing_Fourth_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Fourth_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_fourth_card(inputs)
	if (locale === "fr") return fr_reframing_fourth_card(inputs)
	if (locale === "es") return es_reframing_fourth_card(inputs)
	return en_reframing_fourth_card(inputs)
});