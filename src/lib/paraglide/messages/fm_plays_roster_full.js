/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, countText: NonNullable<unknown> }} Fm_Plays_Roster_FullInputs */

const en_fm_plays_roster_full = /** @type {(inputs: Fm_Plays_Roster_FullInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} new player was not added to the list of players, which is full; their games keep them.`);
	return /** @type {LocalizedString} */ (`${i?.countText} new players were not added to the list of players, which is full; their games keep them.`)
	
};

const de_fm_plays_roster_full = /** @type {(inputs: Fm_Plays_Roster_FullInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} neuer Spieler wurde nicht in die Spielerliste aufgenommen, weil sie voll ist; seine Spiele behalten ihn.`);
	return /** @type {LocalizedString} */ (`${i?.countText} neue Spieler wurden nicht in die Spielerliste aufgenommen, weil sie voll ist; ihre Spiele behalten sie.`)
	
};

const fr_fm_plays_roster_full = /** @type {(inputs: Fm_Plays_Roster_FullInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} nouveau joueur n’a pas été ajouté à la liste des joueurs, qui est pleine ; ses parties le gardent.`);
	return /** @type {LocalizedString} */ (`${i?.countText} nouveaux joueurs n’ont pas été ajoutés à la liste des joueurs, qui est pleine ; leurs parties les gardent.`)
	
};

const es_fm_plays_roster_full = /** @type {(inputs: Fm_Plays_Roster_FullInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.countText} jugador nuevo no se ha añadido a la lista de jugadores, que está llena; sus partidas lo conservan.`);
	return /** @type {LocalizedString} */ (`${i?.countText} jugadores nuevos no se han añadido a la lista de jugadores, que está llena; sus partidas los conservan.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{countText} new player was not added to the list of players, which is full; their games keep them." |
* | * | "{countText} new players were not added to the list of players, which is full; their games keep them." |
*
* @param {Fm_Plays_Roster_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_roster_full = /** @type {((inputs: Fm_Plays_Roster_FullInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Roster_FullInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_roster_full(inputs)
	if (locale === "fr") return fr_fm_plays_roster_full(inputs)
	if (locale === "es") return es_fm_plays_roster_full(inputs)
	return en_fm_plays_roster_full(inputs)
});