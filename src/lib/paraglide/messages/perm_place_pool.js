/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Place_PoolInputs */

const en_perm_place_pool = /** @type {(inputs: Perm_Place_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is in the pool`)
};

const de_perm_place_pool = /** @type {(inputs: Perm_Place_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`liegt in der Auslage`)
};

const fr_perm_place_pool = /** @type {(inputs: Perm_Place_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`est dans la réserve`)
};

const es_perm_place_pool = /** @type {(inputs: Perm_Place_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`está en la reserva`)
};

/**
* | output |
* | --- |
* | "is in the pool" |
*
* @param {Perm_Place_PoolInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_place_pool = /** @type {((inputs?: Perm_Place_PoolInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Place_PoolInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_place_pool(inputs)
	if (locale === "fr") return fr_perm_place_pool(inputs)
	if (locale === "es") return es_perm_place_pool(inputs)
	return en_perm_place_pool(inputs)
});