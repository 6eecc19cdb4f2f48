/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ newPlayer: NonNullable<unknown> }} Fm_Plays_Who_HelpInputs */

const en_fm_plays_who_help = /** @type {(inputs: Fm_Plays_Who_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each person of the file is matched to a player of your list by BoardGameGeek username, then by name. Choose another player to count them as one, or "${i?.newPlayer}" to keep them apart.`)
};

const de_fm_plays_who_help = /** @type {(inputs: Fm_Plays_Who_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jede Person der Datei wird einem Spieler deiner Liste zugeordnet, erst nach BoardGameGeek-Benutzernamen, dann nach Namen. Wähle einen anderen Spieler, um beide als eine Person zu zählen, oder „${i?.newPlayer}“, um sie getrennt zu halten.`)
};

const fr_fm_plays_who_help = /** @type {(inputs: Fm_Plays_Who_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque personne du fichier est associée à un joueur de votre liste, d’abord par nom d’utilisateur BoardGameGeek, puis par nom. Choisissez un autre joueur pour les compter comme une seule personne, ou « ${i?.newPlayer} » pour les garder séparés.`)
};

const es_fm_plays_who_help = /** @type {(inputs: Fm_Plays_Who_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada persona del archivo se empareja con un jugador de tu lista, primero por nombre de usuario de BoardGameGeek y luego por nombre. Elige otro jugador para contarlos como uno solo, o «${i?.newPlayer}» para mantenerlos separados.`)
};

/**
* | output |
* | --- |
* | "Each person of the file is matched to a player of your list by BoardGameGeek username, then by name. Choose another player to count them as one, or \"{newPlay..." |
*
* @param {Fm_Plays_Who_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_who_help = /** @type {((inputs: Fm_Plays_Who_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Who_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_who_help(inputs)
	if (locale === "fr") return fr_fm_plays_who_help(inputs)
	if (locale === "es") return es_fm_plays_who_help(inputs)
	return en_fm_plays_who_help(inputs)
});