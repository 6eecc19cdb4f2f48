/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ range: NonNullable<unknown> }} Tn_New_Players_RangeInputs */

const en_tn_new_players_range = /** @type {(inputs: Tn_New_Players_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.range} players)`)
};

const de_tn_new_players_range = /** @type {(inputs: Tn_New_Players_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.range} Spieler)`)
};

const fr_tn_new_players_range = /** @type {(inputs: Tn_New_Players_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.range} joueurs)`)
};

const es_tn_new_players_range = /** @type {(inputs: Tn_New_Players_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.range} jugadores)`)
};

/**
* | output |
* | --- |
* | "({range} players)" |
*
* @param {Tn_New_Players_RangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_players_range = /** @type {((inputs: Tn_New_Players_RangeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_Players_RangeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_players_range(inputs)
	if (locale === "fr") return fr_tn_new_players_range(inputs)
	if (locale === "es") return es_tn_new_players_range(inputs)
	return en_tn_new_players_range(inputs)
});