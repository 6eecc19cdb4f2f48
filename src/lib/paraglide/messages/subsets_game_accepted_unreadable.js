/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Accepted_UnreadableInputs */

const en_subsets_game_accepted_unreadable = /** @type {(inputs: Subsets_Game_Accepted_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table accepted this card, but the referee cannot read it: every steal needs the table’s agreement.`)
};

const de_subsets_game_accepted_unreadable = /** @type {(inputs: Subsets_Game_Accepted_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch hat diese Karte angenommen, aber der Schiedsrichter kann sie nicht lesen: Jedes Stehlen braucht die Zustimmung des Tisches.`)
};

const fr_subsets_game_accepted_unreadable = /** @type {(inputs: Subsets_Game_Accepted_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table a accepté cette carte, mais l’arbitre ne peut pas la lire : chaque vol demande l’accord de la table.`)
};

const es_subsets_game_accepted_unreadable = /** @type {(inputs: Subsets_Game_Accepted_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa aceptó esta carta, pero el árbitro no puede leerla: cada robo necesita el acuerdo de la mesa.`)
};

/**
* | output |
* | --- |
* | "The table accepted this card, but the referee cannot read it: every steal needs the table’s agreement." |
*
* @param {Subsets_Game_Accepted_UnreadableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_accepted_unreadable = /** @type {((inputs?: Subsets_Game_Accepted_UnreadableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Accepted_UnreadableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_accepted_unreadable(inputs)
	if (locale === "fr") return fr_subsets_game_accepted_unreadable(inputs)
	if (locale === "es") return es_subsets_game_accepted_unreadable(inputs)
	return en_subsets_game_accepted_unreadable(inputs)
});