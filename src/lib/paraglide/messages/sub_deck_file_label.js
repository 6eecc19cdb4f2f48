/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_File_LabelInputs */

const en_sub_deck_file_label = /** @type {(inputs: Sub_Deck_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or open a text file of cards`)
};

const de_sub_deck_file_label = /** @type {(inputs: Sub_Deck_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oder öffnet eine Textdatei mit Karten`)
};

const fr_sub_deck_file_label = /** @type {(inputs: Sub_Deck_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ou ouvrez un fichier texte de cartes`)
};

const es_sub_deck_file_label = /** @type {(inputs: Sub_Deck_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O abre un archivo de texto con cartas`)
};

/**
* | output |
* | --- |
* | "Or open a text file of cards" |
*
* @param {Sub_Deck_File_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_file_label = /** @type {((inputs?: Sub_Deck_File_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_File_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_file_label(inputs)
	if (locale === "fr") return fr_sub_deck_file_label(inputs)
	if (locale === "es") return es_sub_deck_file_label(inputs)
	return en_sub_deck_file_label(inputs)
});