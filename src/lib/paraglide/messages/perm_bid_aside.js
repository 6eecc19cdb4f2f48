/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown>, colour: NonNullable<unknown> }} Perm_Bid_AsideInputs */

const en_perm_bid_aside = /** @type {(inputs: Perm_Bid_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} cannot bid card ${i?.card}: ${i?.colour} is the colour set aside.`)
};

const de_perm_bid_aside = /** @type {(inputs: Perm_Bid_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} kann Karte ${i?.card} nicht bieten: ${i?.colour} ist die weggelegte Farbe.`)
};

const fr_perm_bid_aside = /** @type {(inputs: Perm_Bid_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne peut pas miser la carte ${i?.card} : le ${i?.colour} est la couleur mise de côté.`)
};

const es_perm_bid_aside = /** @type {(inputs: Perm_Bid_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no puede pujar la carta ${i?.card}: el ${i?.colour} es el color apartado.`)
};

/**
* | output |
* | --- |
* | "{name} cannot bid card {card}: {colour} is the colour set aside." |
*
* @param {Perm_Bid_AsideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_bid_aside = /** @type {((inputs: Perm_Bid_AsideInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Bid_AsideInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_bid_aside(inputs)
	if (locale === "fr") return fr_perm_bid_aside(inputs)
	if (locale === "es") return es_perm_bid_aside(inputs)
	return en_perm_bid_aside(inputs)
});