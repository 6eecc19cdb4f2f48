/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, where: NonNullable<unknown> }} Perm_Pool_PlacedInputs */

const en_perm_pool_placed = /** @type {(inputs: Perm_Pool_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.card} cannot be in the pool: it ${i?.where}.`)
};

const de_perm_pool_placed = /** @type {(inputs: Perm_Pool_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karte ${i?.card} kann nicht in der Auslage liegen: Sie ${i?.where}.`)
};

const fr_perm_pool_placed = /** @type {(inputs: Perm_Pool_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte ${i?.card} ne peut pas être dans la réserve : elle ${i?.where}.`)
};

const es_perm_pool_placed = /** @type {(inputs: Perm_Pool_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta ${i?.card} no puede estar en la reserva: ${i?.where}.`)
};

/**
* | output |
* | --- |
* | "Card {card} cannot be in the pool: it {where}." |
*
* @param {Perm_Pool_PlacedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool_placed = /** @type {((inputs: Perm_Pool_PlacedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pool_PlacedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool_placed(inputs)
	if (locale === "fr") return fr_perm_pool_placed(inputs)
	if (locale === "es") return es_perm_pool_placed(inputs)
	return en_perm_pool_placed(inputs)
});