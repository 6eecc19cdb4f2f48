/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown> }} Perm_Take_Not_In_PoolInputs */

const en_perm_take_not_in_pool = /** @type {(inputs: Perm_Take_Not_In_PoolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} cannot take card ${i?.value}: it is not in the pool.`)
};

const de_perm_take_not_in_pool = /** @type {(inputs: Perm_Take_Not_In_PoolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} kann Karte ${i?.value} nicht nehmen: Sie liegt nicht in der Auslage.`)
};

const fr_perm_take_not_in_pool = /** @type {(inputs: Perm_Take_Not_In_PoolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne peut pas prendre la carte ${i?.value} : elle n’est pas dans la réserve.`)
};

const es_perm_take_not_in_pool = /** @type {(inputs: Perm_Take_Not_In_PoolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no puede llevarse la carta ${i?.value}: no está en la reserva.`)
};

/**
* | output |
* | --- |
* | "{name} cannot take card {value}: it is not in the pool." |
*
* @param {Perm_Take_Not_In_PoolInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_take_not_in_pool = /** @type {((inputs: Perm_Take_Not_In_PoolInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Take_Not_In_PoolInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_take_not_in_pool(inputs)
	if (locale === "fr") return fr_perm_take_not_in_pool(inputs)
	if (locale === "es") return es_perm_take_not_in_pool(inputs)
	return en_perm_take_not_in_pool(inputs)
});