/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ colour: NonNullable<unknown>, colourMany: NonNullable<unknown> }} Perm_Pool_Can_BeInputs */

const en_perm_pool_can_be = /** @type {(inputs: Perm_Pool_Can_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.colour} cards that can be in the pool`)
};

const de_perm_pool_can_be = /** @type {(inputs: Perm_Pool_Can_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karten in ${i?.colour}, die in der Auslage liegen können`)
};

const fr_perm_pool_can_be = /** @type {(inputs: Perm_Pool_Can_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cartes ${i?.colourMany} qui peuvent être dans la réserve`)
};

const es_perm_pool_can_be = /** @type {(inputs: Perm_Pool_Can_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cartas ${i?.colourMany} que pueden estar en la reserva`)
};

/**
* | colour | output |
* | --- | --- |
* | * | "{colour} cards that can be in the pool" |
*
* @param {Perm_Pool_Can_BeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool_can_be = /** @type {((inputs: Perm_Pool_Can_BeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pool_Can_BeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool_can_be(inputs)
	if (locale === "fr") return fr_perm_pool_can_be(inputs)
	if (locale === "es") return es_perm_pool_can_be(inputs)
	return en_perm_pool_can_be(inputs)
});