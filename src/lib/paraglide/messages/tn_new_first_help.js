/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_New_First_HelpInputs */

const en_tn_new_first_help = /** @type {(inputs: Tn_New_First_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table turns so this player takes the first seat; the order round the table stays. In a notepad game the role then passes a seat each round.`)
};

const de_tn_new_first_help = /** @type {(inputs: Tn_New_First_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Tisch dreht sich, sodass dieser Spieler den ersten Platz bekommt; die Reihenfolge am Tisch bleibt. Im Notizblock wandert die Rolle dann jede Runde einen Platz weiter.`)
};

const fr_tn_new_first_help = /** @type {(inputs: Tn_New_First_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La table tourne pour que ce joueur prenne la première place ; l’ordre autour de la table reste le même. Dans une partie du bloc-notes, le rôle passe ensuite d’une place à chaque manche.`)
};

const es_tn_new_first_help = /** @type {(inputs: Tn_New_First_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mesa gira para que este jugador ocupe el primer asiento; el orden alrededor de la mesa se mantiene. En una partida del bloc de notas, el papel pasa luego un asiento en cada ronda.`)
};

/**
* | output |
* | --- |
* | "The table turns so this player takes the first seat; the order round the table stays. In a notepad game the role then passes a seat each round." |
*
* @param {Tn_New_First_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_new_first_help = /** @type {((inputs?: Tn_New_First_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_New_First_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_new_first_help(inputs)
	if (locale === "fr") return fr_tn_new_first_help(inputs)
	if (locale === "es") return es_tn_new_first_help(inputs)
	return en_tn_new_first_help(inputs)
});