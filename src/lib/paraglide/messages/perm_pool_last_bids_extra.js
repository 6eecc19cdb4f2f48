/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ card: NonNullable<unknown>, colourOne: NonNullable<unknown>, left: NonNullable<unknown> }} Perm_Pool_Last_Bids_ExtraInputs */

const en_perm_pool_last_bids_extra = /** @type {(inputs: Perm_Pool_Last_Bids_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card ${i?.card} is one ${i?.colourOne} card too many: the last bids of the round before leave ${i?.left} for this pool.`)
};

const de_perm_pool_last_bids_extra = /** @type {(inputs: Perm_Pool_Last_Bids_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Karte ${i?.card} ist eine ${i?.colourOne} Karte zu viel: Die letzten Gebote der Runde davor lassen ${i?.left} für diese Auslage.`)
};

const fr_perm_pool_last_bids_extra = /** @type {(inputs: Perm_Pool_Last_Bids_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carte ${i?.card} est une carte ${i?.colourOne} de trop : les dernières mises de la manche précédente laissent ${i?.left} pour cette réserve.`)
};

const es_perm_pool_last_bids_extra = /** @type {(inputs: Perm_Pool_Last_Bids_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carta ${i?.card} es una carta ${i?.colourOne} de más: las últimas pujas de la ronda anterior dejan ${i?.left} para esta reserva.`)
};

/**
* | output |
* | --- |
* | "Card {card} is one {colourOne} card too many: the last bids of the round before leave {left} for this pool." |
*
* @param {Perm_Pool_Last_Bids_ExtraInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_pool_last_bids_extra = /** @type {((inputs: Perm_Pool_Last_Bids_ExtraInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Pool_Last_Bids_ExtraInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_pool_last_bids_extra(inputs)
	if (locale === "fr") return fr_perm_pool_last_bids_extra(inputs)
	if (locale === "es") return es_perm_pool_last_bids_extra(inputs)
	return en_perm_pool_last_bids_extra(inputs)
});