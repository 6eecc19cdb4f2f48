/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, card: NonNullable<unknown>, by: NonNullable<unknown> }} Perm_Take_TakenInputs */

const en_perm_take_taken = /** @type {(inputs: Perm_Take_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} cannot take card ${i?.card}: ${i?.by} already took it.`)
};

const de_perm_take_taken = /** @type {(inputs: Perm_Take_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} kann Karte ${i?.card} nicht nehmen: ${i?.by} hat sie schon genommen.`)
};

const fr_perm_take_taken = /** @type {(inputs: Perm_Take_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne peut pas prendre la carte ${i?.card} : ${i?.by} l’a déjà prise.`)
};

const es_perm_take_taken = /** @type {(inputs: Perm_Take_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no puede llevarse la carta ${i?.card}: ya se la llevó ${i?.by}.`)
};

/**
* | output |
* | --- |
* | "{name} cannot take card {card}: {by} already took it." |
*
* @param {Perm_Take_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_take_taken = /** @type {((inputs: Perm_Take_TakenInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Take_TakenInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_take_taken(inputs)
	if (locale === "fr") return fr_perm_take_taken(inputs)
	if (locale === "es") return es_perm_take_taken(inputs)
	return en_perm_take_taken(inputs)
});