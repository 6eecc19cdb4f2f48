/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reframing_Secret_Names_HelpInputs */

const en_reframing_secret_names_help = /** @type {(inputs: Reframing_Secret_Names_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If any card of the player named for a frame fails there at the end of round 7, you score the highest such card.`)
};

const de_reframing_secret_names_help = /** @type {(inputs: Reframing_Secret_Names_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gilt am Ende von Runde 7 eine Karte des Spielers, der für einen Rahmen genannt ist, dort nicht, bekommst du die höchste solche Karte.`)
};

const fr_reframing_secret_names_help = /** @type {(inputs: Reframing_Secret_Names_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si une carte du joueur nommé pour un cadre y échoue à la fin de la manche 7, tu marques la plus haute de ces cartes.`)
};

const es_reframing_secret_names_help = /** @type {(inputs: Reframing_Secret_Names_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si al final de la ronda 7 falla allí alguna carta del jugador nombrado para un marco, sumas la más alta de esas cartas.`)
};

/**
* | output |
* | --- |
* | "If any card of the player named for a frame fails there at the end of round 7, you score the highest such card." |
*
* @param {Reframing_Secret_Names_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const reframing_secret_names_help = /** @type {((inputs?: Reframing_Secret_Names_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reframing_Secret_Names_HelpInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reframing_secret_names_help(inputs)
	if (locale === "fr") return fr_reframing_secret_names_help(inputs)
	if (locale === "es") return es_reframing_secret_names_help(inputs)
	return en_reframing_secret_names_help(inputs)
});