/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Perm_Enter_Pool_LaterInputs */

const en_perm_enter_pool_later = /** @type {(inputs: Perm_Enter_Pool_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enter the pool: ${i?.what}, the last cards bid in the round before.`)
};

const de_perm_enter_pool_later = /** @type {(inputs: Perm_Enter_Pool_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trag die Auslage ein: ${i?.what}, die zuletzt gebotenen Karten der Runde davor.`)
};

const fr_perm_enter_pool_later = /** @type {(inputs: Perm_Enter_Pool_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saisis la réserve : ${i?.what}, les dernières cartes misées de la manche précédente.`)
};

const es_perm_enter_pool_later = /** @type {(inputs: Perm_Enter_Pool_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anota la reserva: ${i?.what}, las últimas cartas pujadas en la ronda anterior.`)
};

/**
* | output |
* | --- |
* | "Enter the pool: {what}, the last cards bid in the round before." |
*
* @param {Perm_Enter_Pool_LaterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_enter_pool_later = /** @type {((inputs: Perm_Enter_Pool_LaterInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Enter_Pool_LaterInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_enter_pool_later(inputs)
	if (locale === "fr") return fr_perm_enter_pool_later(inputs)
	if (locale === "es") return es_perm_enter_pool_later(inputs)
	return en_perm_enter_pool_later(inputs)
});