/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, plays: NonNullable<unknown>, countText: NonNullable<unknown> }} Fm_Plays_Imported_PlayersInputs */

const en_fm_plays_imported_players = /** @type {(inputs: Fm_Plays_Imported_PlayersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Imported ${i?.plays} and ${i?.countText} new player.`);
	return /** @type {LocalizedString} */ (`Imported ${i?.plays} and ${i?.countText} new players.`)
	
};

const de_fm_plays_imported_players = /** @type {(inputs: Fm_Plays_Imported_PlayersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Importiert: ${i?.plays} und ${i?.countText} neuer Spieler.`);
	return /** @type {LocalizedString} */ (`Importiert: ${i?.plays} und ${i?.countText} neue Spieler.`)
	
};

const fr_fm_plays_imported_players = /** @type {(inputs: Fm_Plays_Imported_PlayersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Importé : ${i?.plays} et ${i?.countText} nouveau joueur.`);
	return /** @type {LocalizedString} */ (`Importé : ${i?.plays} et ${i?.countText} nouveaux joueurs.`)
	
};

const es_fm_plays_imported_players = /** @type {(inputs: Fm_Plays_Imported_PlayersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Importado: ${i?.plays} y ${i?.countText} jugador nuevo.`);
	return /** @type {LocalizedString} */ (`Importado: ${i?.plays} y ${i?.countText} jugadores nuevos.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Imported {plays} and {countText} new player." |
* | * | "Imported {plays} and {countText} new players." |
*
* @param {Fm_Plays_Imported_PlayersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_imported_players = /** @type {((inputs: Fm_Plays_Imported_PlayersInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Imported_PlayersInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_imported_players(inputs)
	if (locale === "fr") return fr_fm_plays_imported_players(inputs)
	if (locale === "es") return es_fm_plays_imported_players(inputs)
	return en_fm_plays_imported_players(inputs)
});