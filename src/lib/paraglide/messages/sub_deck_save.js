/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sub_Deck_SaveInputs */

const en_sub_deck_save = /** @type {(inputs: Sub_Deck_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the report as a text file`)
};

const de_sub_deck_save = /** @type {(inputs: Sub_Deck_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bericht als Textdatei speichern`)
};

const fr_sub_deck_save = /** @type {(inputs: Sub_Deck_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer le rapport en fichier texte`)
};

const es_sub_deck_save = /** @type {(inputs: Sub_Deck_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar el informe como archivo de texto`)
};

/**
* | output |
* | --- |
* | "Save the report as a text file" |
*
* @param {Sub_Deck_SaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sub_deck_save = /** @type {((inputs?: Sub_Deck_SaveInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sub_Deck_SaveInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sub_deck_save(inputs)
	if (locale === "fr") return fr_sub_deck_save(inputs)
	if (locale === "es") return es_sub_deck_save(inputs)
	return en_sub_deck_save(inputs)
});