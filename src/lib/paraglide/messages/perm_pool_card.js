/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Perm_Pool_CardInputs */

const en_perm_pool_card = /** @type {(inputs: Perm_Pool_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pool card ${i?.place}`)
};

const de_perm_pool_card = /** @type {(inputs: Perm_Pool_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auslagekarte ${i?.place}`)
};

const fr_perm_pool_card = /** @type {(inputs: Perm_Pool_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carte ${i?.place} de la réserve`)
};

const es_perm_pool_card = /** @type {(inputs: Perm_Pool_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carta ${i?.place} de la reserva`)
};

/**
* | output |
* | --- |
* | "Pool card {place}" |
*
* @param {Perm_Pool_CardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool_card = /** @type {((inputs: Perm_Pool_CardInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pool_CardInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool_card(inputs)
	if (locale === "fr") return fr_perm_pool_card(inputs)
	if (locale === "es") return es_perm_pool_card(inputs)
	return en_perm_pool_card(inputs)
});