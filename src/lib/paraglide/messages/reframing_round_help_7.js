/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Round_Help_7Inputs */

const en_reframing_round_help_7 = /** @type {(inputs: Reframing_Round_Help_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each player secretly gets a name for each of frames 1 to 5, and scores when that player’s cards there fail.`)
};

const de_reframing_round_help_7 = /** @type {(inputs: Reframing_Round_Help_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder bekommt geheim einen Namen für jeden der Rahmen 1 bis 5 und punktet, wenn die Karten dieses Spielers dort nicht gelten.`)
};

const fr_reframing_round_help_7 = /** @type {(inputs: Reframing_Round_Help_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chacun reçoit en secret un nom pour chacun des cadres 1 à 5, et marque quand les cartes de ce joueur y échouent.`)
};

const es_reframing_round_help_7 = /** @type {(inputs: Reframing_Round_Help_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada jugador recibe en secreto un nombre para cada uno de los marcos 1 a 5, y puntúa cuando las cartas de ese jugador fallan allí.`)
};

/**
* | output |
* | --- |
* | "Each player secretly gets a name for each of frames 1 to 5, and scores when that player’s cards there fail." |
*
* @param {Reframing_Round_Help_7Inputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_round_help_7 = /** @type {((inputs?: Reframing_Round_Help_7Inputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Round_Help_7Inputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_round_help_7(inputs)
	if (locale === "fr") return fr_reframing_round_help_7(inputs)
	if (locale === "es") return es_reframing_round_help_7(inputs)
	return en_reframing_round_help_7(inputs)
});