/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Subsets_Game_Who_Called_FirstInputs */

const en_subsets_game_who_called_first = /** @type {(inputs: Subsets_Game_Who_Called_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who called “Error!” first? That player takes the card face down.`)
};

const de_subsets_game_who_called_first = /** @type {(inputs: Subsets_Game_Who_Called_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer hat zuerst „Fehler!“ gerufen? Diese Person nimmt die Karte verdeckt.`)
};

const fr_subsets_game_who_called_first = /** @type {(inputs: Subsets_Game_Who_Called_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui a crié « Erreur ! » en premier ? Cette personne prend la carte face cachée.`)
};

const es_subsets_game_who_called_first = /** @type {(inputs: Subsets_Game_Who_Called_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quién gritó «¡Error!» primero? Esa persona se lleva la carta boca abajo.`)
};

/**
* | output |
* | --- |
* | "Who called “Error!” first? That player takes the card face down." |
*
* @param {Subsets_Game_Who_Called_FirstInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const subsets_game_who_called_first = /** @type {((inputs?: Subsets_Game_Who_Called_FirstInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Subsets_Game_Who_Called_FirstInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_subsets_game_who_called_first(inputs)
	if (locale === "fr") return fr_subsets_game_who_called_first(inputs)
	if (locale === "es") return es_subsets_game_who_called_first(inputs)
	return en_subsets_game_who_called_first(inputs)
});