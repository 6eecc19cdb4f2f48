/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sub_Refuse_Deal_OrderInputs */

const en_sub_refuse_deal_order = /** @type {(inputs: Sub_Refuse_Deal_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starting cards go round in seat order: it is ${i?.name}’s turn to get one.`)
};

const de_sub_refuse_deal_order = /** @type {(inputs: Sub_Refuse_Deal_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Startkarten gehen der Sitzordnung nach herum: ${i?.name} bekommt jetzt eine.`)
};

const fr_sub_refuse_deal_order = /** @type {(inputs: Sub_Refuse_Deal_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les cartes de départ sont distribuées dans l’ordre des places : c’est au tour de ${i?.name} d’en recevoir une.`)
};

const es_sub_refuse_deal_order = /** @type {(inputs: Sub_Refuse_Deal_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las cartas iniciales se reparten por orden de asiento: ahora le toca a ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "Starting cards go round in seat order: it is {name}’s turn to get one." |
*
* @param {Sub_Refuse_Deal_OrderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_refuse_deal_order = /** @type {((inputs: Sub_Refuse_Deal_OrderInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Refuse_Deal_OrderInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_refuse_deal_order(inputs)
	if (locale === "fr") return fr_sub_refuse_deal_order(inputs)
	if (locale === "es") return es_sub_refuse_deal_order(inputs)
	return en_sub_refuse_deal_order(inputs)
});