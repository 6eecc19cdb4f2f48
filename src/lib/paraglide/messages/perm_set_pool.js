/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Set_PoolInputs */

const en_perm_set_pool = /** @type {(inputs: Perm_Set_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set the pool`)
};

const de_perm_set_pool = /** @type {(inputs: Perm_Set_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auslage festlegen`)
};

const fr_perm_set_pool = /** @type {(inputs: Perm_Set_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valider la réserve`)
};

const es_perm_set_pool = /** @type {(inputs: Perm_Set_PoolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fijar la reserva`)
};

/**
* | output |
* | --- |
* | "Set the pool" |
*
* @param {Perm_Set_PoolInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_set_pool = /** @type {((inputs?: Perm_Set_PoolInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Set_PoolInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_set_pool(inputs)
	if (locale === "fr") return fr_perm_set_pool(inputs)
	if (locale === "es") return es_perm_set_pool(inputs)
	return en_perm_set_pool(inputs)
});