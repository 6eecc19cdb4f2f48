/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown>, colourIs: NonNullable<unknown>, colourOne: NonNullable<unknown> }} Perm_Bid_No_ColourInputs */

const en_perm_bid_no_colour = /** @type {(inputs: Perm_Bid_No_ColourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} cannot bid card ${i?.card}: it is ${i?.colourIs}, and ${i?.name} has no ${i?.colourOne} card in hand that could be it.`)
};

const de_perm_bid_no_colour = /** @type {(inputs: Perm_Bid_No_ColourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} kann Karte ${i?.card} nicht bieten: Sie ist ${i?.colourIs}, und ${i?.name} hat keine ${i?.colourOne} Karte auf der Hand, die es sein könnte.`)
};

const fr_perm_bid_no_colour = /** @type {(inputs: Perm_Bid_No_ColourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne peut pas miser la carte ${i?.card} : elle est ${i?.colourIs}, et ${i?.name} n’a en main aucune carte ${i?.colourOne} qui pourrait être celle-ci.`)
};

const es_perm_bid_no_colour = /** @type {(inputs: Perm_Bid_No_ColourInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no puede pujar la carta ${i?.card}: es ${i?.colourIs}, y ${i?.name} no tiene en la mano ninguna carta ${i?.colourOne} que pueda ser esa.`)
};

/**
* | output |
* | --- |
* | "{name} cannot bid card {card}: it is {colourIs}, and {name} has no {colourOne} card in hand that could be it." |
*
* @param {Perm_Bid_No_ColourInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bid_no_colour = /** @type {((inputs: Perm_Bid_No_ColourInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bid_No_ColourInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bid_no_colour(inputs)
	if (locale === "fr") return fr_perm_bid_no_colour(inputs)
	if (locale === "es") return es_perm_bid_no_colour(inputs)
	return en_perm_bid_no_colour(inputs)
});