/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Players_AddInputs */

const en_players_add = /** @type {(inputs: Players_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add player`)
};

const de_players_add = /** @type {(inputs: Players_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieler hinzufügen`)
};

const fr_players_add = /** @type {(inputs: Players_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter le joueur`)
};

const es_players_add = /** @type {(inputs: Players_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadir jugador`)
};

/**
* | output |
* | --- |
* | "Add player" |
*
* @param {Players_AddInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const players_add = /** @type {((inputs?: Players_AddInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Players_AddInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_players_add(inputs)
	if (locale === "fr") return fr_players_add(inputs)
	if (locale === "es") return es_players_add(inputs)
	return en_players_add(inputs)
});