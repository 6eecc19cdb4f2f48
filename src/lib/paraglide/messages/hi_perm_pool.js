/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ cards: NonNullable<unknown> }} Hi_Perm_PoolInputs */

const en_hi_perm_pool = /** @type {(inputs: Hi_Perm_PoolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pool: ${i?.cards}`)
};

const de_hi_perm_pool = /** @type {(inputs: Hi_Perm_PoolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auslage: ${i?.cards}`)
};

const fr_hi_perm_pool = /** @type {(inputs: Hi_Perm_PoolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réserve : ${i?.cards}`)
};

const es_hi_perm_pool = /** @type {(inputs: Hi_Perm_PoolInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reserva: ${i?.cards}`)
};

/**
* | output |
* | --- |
* | "Pool: {cards}" |
*
* @param {Hi_Perm_PoolInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const hi_perm_pool = /** @type {((inputs: Hi_Perm_PoolInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hi_Perm_PoolInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_hi_perm_pool(inputs)
	if (locale === "fr") return fr_hi_perm_pool(inputs)
	if (locale === "es") return es_hi_perm_pool(inputs)
	return en_hi_perm_pool(inputs)
});