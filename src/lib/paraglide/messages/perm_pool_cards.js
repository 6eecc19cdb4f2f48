/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Perm_Pool_CardsInputs */

const en_perm_pool_cards = /** @type {(inputs: Perm_Pool_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pool cards`)
};

const de_perm_pool_cards = /** @type {(inputs: Perm_Pool_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karten der Auslage`)
};

const fr_perm_pool_cards = /** @type {(inputs: Perm_Pool_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartes de la réserve`)
};

const es_perm_pool_cards = /** @type {(inputs: Perm_Pool_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cartas de la reserva`)
};

/**
* | output |
* | --- |
* | "Pool cards" |
*
* @param {Perm_Pool_CardsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool_cards = /** @type {((inputs?: Perm_Pool_CardsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pool_CardsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool_cards(inputs)
	if (locale === "fr") return fr_perm_pool_cards(inputs)
	if (locale === "es") return es_perm_pool_cards(inputs)
	return en_perm_pool_cards(inputs)
});