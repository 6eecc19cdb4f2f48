/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Players_ListInputs */

const en_sb_players_list = /** @type {(inputs: Sb_Players_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results per player, most wins first`)
};

const de_sb_players_list = /** @type {(inputs: Sb_Players_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnisse je Spieler, meiste Siege zuerst`)
};

const fr_sb_players_list = /** @type {(inputs: Sb_Players_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats par joueur, le plus de victoires en premier`)
};

const es_sb_players_list = /** @type {(inputs: Sb_Players_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados por jugador, primero quien más gana`)
};

/**
* | output |
* | --- |
* | "Results per player, most wins first" |
*
* @param {Sb_Players_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_players_list = /** @type {((inputs?: Sb_Players_ListInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Players_ListInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_players_list(inputs)
	if (locale === "fr") return fr_sb_players_list(inputs)
	if (locale === "es") return es_sb_players_list(inputs)
	return en_sb_players_list(inputs)
});