/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_PoolInputs */

const en_perm_pool = /** @type {(inputs: Perm_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pool`)
};

const de_perm_pool = /** @type {(inputs: Perm_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auslage`)
};

const fr_perm_pool = /** @type {(inputs: Perm_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réserve`)
};

const es_perm_pool = /** @type {(inputs: Perm_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reserva`)
};

/**
* | output |
* | --- |
* | "Pool" |
*
* @param {Perm_PoolInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool = /** @type {((inputs?: Perm_PoolInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_PoolInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool(inputs)
	if (locale === "fr") return fr_perm_pool(inputs)
	if (locale === "es") return es_perm_pool(inputs)
	return en_perm_pool(inputs)
});