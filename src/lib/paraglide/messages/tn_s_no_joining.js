/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ game: NonNullable<unknown> }} Tn_S_No_JoiningInputs */

const en_tn_s_no_joining = /** @type {(inputs: Tn_S_No_JoiningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody can join a game of ${i?.game} once it has started: its rules deal for the players seated at the start. Start a new game to seat someone new.`)
};

const de_tn_s_no_joining = /** @type {(inputs: Tn_S_No_JoiningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bei ${i?.game} kann niemand mehr einsteigen, sobald das Spiel läuft: Seine Regeln teilen für die Spieler aus, die zu Beginn am Tisch sitzen. Starte ein neues Spiel, um jemand Neues aufzunehmen.`)
};

const fr_tn_s_no_joining = /** @type {(inputs: Tn_S_No_JoiningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Personne ne peut rejoindre une partie de ${i?.game} une fois commencée : ses règles distribuent pour les joueurs assis au départ. Commencez une nouvelle partie pour accueillir quelqu’un.`)
};

const es_tn_s_no_joining = /** @type {(inputs: Tn_S_No_JoiningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nadie puede unirse a una partida de ${i?.game} una vez empezada: sus reglas reparten para los jugadores sentados al principio. Empieza una partida nueva para sentar a alguien más.`)
};

/**
* | output |
* | --- |
* | "Nobody can join a game of {game} once it has started: its rules deal for the players seated at the start. Start a new game to seat someone new." |
*
* @param {Tn_S_No_JoiningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_no_joining = /** @type {((inputs: Tn_S_No_JoiningInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_No_JoiningInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_no_joining(inputs)
	if (locale === "fr") return fr_tn_s_no_joining(inputs)
	if (locale === "es") return es_tn_s_no_joining(inputs)
	return en_tn_s_no_joining(inputs)
});