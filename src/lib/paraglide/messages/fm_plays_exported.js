/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ source: NonNullable<unknown> }} Fm_Plays_ExportedInputs */

const en_fm_plays_exported = /** @type {(inputs: Fm_Plays_ExportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file of every finished play was saved for ${i?.source}.`)
};

const de_fm_plays_exported = /** @type {(inputs: Fm_Plays_ExportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Datei mit allen beendeten Partien wurde für ${i?.source} gespeichert.`)
};

const fr_fm_plays_exported = /** @type {(inputs: Fm_Plays_ExportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le fichier de toutes les parties terminées a été enregistré pour ${i?.source}.`)
};

const es_fm_plays_exported = /** @type {(inputs: Fm_Plays_ExportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se ha guardado el archivo con todas las partidas terminadas para ${i?.source}.`)
};

/**
* | output |
* | --- |
* | "The file of every finished play was saved for {source}." |
*
* @param {Fm_Plays_ExportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_exported = /** @type {((inputs: Fm_Plays_ExportedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_ExportedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_exported(inputs)
	if (locale === "fr") return fr_fm_plays_exported(inputs)
	if (locale === "es") return es_fm_plays_exported(inputs)
	return en_fm_plays_exported(inputs)
});