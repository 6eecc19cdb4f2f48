/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_File_LabelInputs */

const en_fm_plays_file_label = /** @type {(inputs: Fm_Plays_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plays file to import`)
};

const de_fm_plays_file_label = /** @type {(inputs: Fm_Plays_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partien-Datei zum Importieren`)
};

const fr_fm_plays_file_label = /** @type {(inputs: Fm_Plays_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier de parties à importer`)
};

const es_fm_plays_file_label = /** @type {(inputs: Fm_Plays_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo de partidas para importar`)
};

/**
* | output |
* | --- |
* | "Plays file to import" |
*
* @param {Fm_Plays_File_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_file_label = /** @type {((inputs?: Fm_Plays_File_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_File_LabelInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_file_label(inputs)
	if (locale === "fr") return fr_fm_plays_file_label(inputs)
	if (locale === "es") return es_fm_plays_file_label(inputs)
	return en_fm_plays_file_label(inputs)
});