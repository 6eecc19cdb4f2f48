/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rules_Shared_Who_RecordsInputs */

const en_rules_shared_who_records = /** @type {(inputs: Rules_Shared_Who_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any phone at the table that the host has not removed may record a round for every player, since one phone often keeps the score for all; each entry names the phone that made it, and no other phone can change or remove it. A secret move counts only from the phone of the player it is for, or from the host's phone for a player who has no phone of their own.`)
};

const de_rules_shared_who_records = /** @type {(inputs: Rules_Shared_Who_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Handy am Tisch, das der Gastgeber nicht entfernt hat, darf eine Runde für alle Spieler eintragen, denn oft schreibt ein Handy für alle mit; jeder Eintrag nennt das Handy, von dem er stammt, und kein anderes Handy kann ihn ändern oder löschen. Ein geheimer Zug zählt nur vom Handy des Spielers, dem er gehört, oder vom Handy des Gastgebers für einen Spieler ohne eigenes Handy.`)
};

const fr_rules_shared_who_records = /** @type {(inputs: Rules_Shared_Who_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout téléphone de la table que l’hôte n’a pas retiré peut noter une manche pour tous les joueurs, car souvent un seul téléphone tient les scores de tous ; chaque entrée nomme le téléphone qui l’a faite, et aucun autre ne peut la modifier ni la supprimer. Un coup secret ne compte que s’il vient du téléphone du joueur concerné, ou de celui de l’hôte pour un joueur qui n’a pas de téléphone.`)
};

const es_rules_shared_who_records = /** @type {(inputs: Rules_Shared_Who_RecordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier móvil de la mesa que el anfitrión no haya quitado puede anotar una ronda para todos los jugadores, ya que a menudo un solo móvil lleva la puntuación de todos; cada entrada indica el móvil que la hizo, y ningún otro móvil puede cambiarla ni borrarla. Una jugada secreta solo cuenta desde el móvil del jugador al que pertenece, o desde el del anfitrión para un jugador sin móvil propio.`)
};

/**
* | output |
* | --- |
* | "Any phone at the table that the host has not removed may record a round for every player, since one phone often keeps the score for all; each entry names the..." |
*
* @param {Rules_Shared_Who_RecordsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const rules_shared_who_records = /** @type {((inputs?: Rules_Shared_Who_RecordsInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Shared_Who_RecordsInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_rules_shared_who_records(inputs)
	if (locale === "fr") return fr_rules_shared_who_records(inputs)
	if (locale === "es") return es_rules_shared_who_records(inputs)
	return en_rules_shared_who_records(inputs)
});