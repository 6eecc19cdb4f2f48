/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Perm_Pool_Card_NumberInputs */

const en_perm_pool_card_number = /** @type {(inputs: Perm_Pool_Card_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pool card ${i?.place} needs a number from 1 to 48.`)
};

const de_perm_pool_card_number = /** @type {(inputs: Perm_Pool_Card_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auslagekarte ${i?.place} braucht eine Zahl von 1 bis 48.`)
};

const fr_perm_pool_card_number = /** @type {(inputs: Perm_Pool_Card_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte ${i?.place} de la réserve a besoin d’un nombre de 1 à 48.`)
};

const es_perm_pool_card_number = /** @type {(inputs: Perm_Pool_Card_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta ${i?.place} de la reserva necesita un número del 1 al 48.`)
};

/**
* | output |
* | --- |
* | "Pool card {place} needs a number from 1 to 48." |
*
* @param {Perm_Pool_Card_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool_card_number = /** @type {((inputs: Perm_Pool_Card_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pool_Card_NumberInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool_card_number(inputs)
	if (locale === "fr") return fr_perm_pool_card_number(inputs)
	if (locale === "es") return es_perm_pool_card_number(inputs)
	return en_perm_pool_card_number(inputs)
});