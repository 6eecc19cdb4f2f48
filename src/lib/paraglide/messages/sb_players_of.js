/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Sb_Players_OfInputs */

const en_sb_players_of = /** @type {(inputs: Sb_Players_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Players of ${i?.name}, most wins first`)
};

const de_sb_players_of = /** @type {(inputs: Sb_Players_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spieler von ${i?.name}, meiste Siege zuerst`)
};

const fr_sb_players_of = /** @type {(inputs: Sb_Players_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Joueurs de ${i?.name}, le plus de victoires en premier`)
};

const es_sb_players_of = /** @type {(inputs: Sb_Players_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jugadores de ${i?.name}, primero quien más gana`)
};

/**
* | output |
* | --- |
* | "Players of {name}, most wins first" |
*
* @param {Sb_Players_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_players_of = /** @type {((inputs: Sb_Players_OfInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Players_OfInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_players_of(inputs)
	if (locale === "fr") return fr_sb_players_of(inputs)
	if (locale === "es") return es_sb_players_of(inputs)
	return en_sb_players_of(inputs)
});