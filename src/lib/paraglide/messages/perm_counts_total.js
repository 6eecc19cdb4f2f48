/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ whose: NonNullable<unknown>, total: NonNullable<unknown> }} Perm_Counts_TotalInputs */

const en_perm_counts_total = /** @type {(inputs: Perm_Counts_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.whose} counts add up to ${i?.total}, but every player drafts exactly 11 cards a round.`)
};

const de_perm_counts_total = /** @type {(inputs: Perm_Counts_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Anzahlen ${i?.whose} ergeben zusammen ${i?.total}, aber jeder Spieler nimmt genau 11 Karten pro Runde.`)
};

const fr_perm_counts_total = /** @type {(inputs: Perm_Counts_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les comptes ${i?.whose} font ${i?.total} au total, mais chaque joueur prend exactement 11 cartes par manche.`)
};

const es_perm_counts_total = /** @type {(inputs: Perm_Counts_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los recuentos ${i?.whose} suman ${i?.total}, pero cada jugador se lleva exactamente 11 cartas por ronda.`)
};

/**
* | output |
* | --- |
* | "{whose} counts add up to {total}, but every player drafts exactly 11 cards a round." |
*
* @param {Perm_Counts_TotalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const perm_counts_total = /** @type {((inputs: Perm_Counts_TotalInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Perm_Counts_TotalInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_perm_counts_total(inputs)
	if (locale === "fr") return fr_perm_counts_total(inputs)
	if (locale === "es") return es_perm_counts_total(inputs)
	return en_perm_counts_total(inputs)
});