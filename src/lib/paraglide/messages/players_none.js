/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_NoneInputs */

const en_players_none = /** @type {(inputs: Players_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No players saved yet. Players of every new game are added here.`)
};

const de_players_none = /** @type {(inputs: Players_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Spieler gespeichert. Die Spieler jedes neuen Spiels kommen hierher.`)
};

const fr_players_none = /** @type {(inputs: Players_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun joueur enregistré pour l’instant. Les joueurs de chaque nouvelle partie s’ajoutent ici.`)
};

const es_players_none = /** @type {(inputs: Players_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay jugadores guardados. Los jugadores de cada partida nueva se añaden aquí.`)
};

/**
* | output |
* | --- |
* | "No players saved yet. Players of every new game are added here." |
*
* @param {Players_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_none = /** @type {((inputs?: Players_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_NoneInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_none(inputs)
	if (locale === "fr") return fr_players_none(inputs)
	if (locale === "es") return es_players_none(inputs)
	return en_players_none(inputs)
});