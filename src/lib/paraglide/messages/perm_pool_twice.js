/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown> }} Perm_Pool_TwiceInputs */

const en_perm_pool_twice = /** @type {(inputs: Perm_Pool_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.card} is in the pool twice, but there is only one card of each number.`)
};

const de_perm_pool_twice = /** @type {(inputs: Perm_Pool_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karte ${i?.card} liegt zweimal in der Auslage, aber es gibt von jeder Zahl nur eine Karte.`)
};

const fr_perm_pool_twice = /** @type {(inputs: Perm_Pool_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte ${i?.card} est deux fois dans la réserve, mais il n’y a qu’une carte de chaque nombre.`)
};

const es_perm_pool_twice = /** @type {(inputs: Perm_Pool_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta ${i?.card} está dos veces en la reserva, pero solo hay una carta de cada número.`)
};

/**
* | output |
* | --- |
* | "Card {card} is in the pool twice, but there is only one card of each number." |
*
* @param {Perm_Pool_TwiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool_twice = /** @type {((inputs: Perm_Pool_TwiceInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pool_TwiceInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool_twice(inputs)
	if (locale === "fr") return fr_perm_pool_twice(inputs)
	if (locale === "es") return es_perm_pool_twice(inputs)
	return en_perm_pool_twice(inputs)
});