/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_Too_LargeInputs */

const en_fm_plays_too_large = /** @type {(inputs: Fm_Plays_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is far too large to be a plays file. Nothing was imported.`)
};

const de_fm_plays_too_large = /** @type {(inputs: Fm_Plays_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei ist viel zu groß für eine Partien-Datei. Es wurde nichts importiert.`)
};

const fr_fm_plays_too_large = /** @type {(inputs: Fm_Plays_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier est bien trop gros pour être un fichier de parties. Rien n’a été importé.`)
};

const es_fm_plays_too_large = /** @type {(inputs: Fm_Plays_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo es demasiado grande para ser un archivo de partidas. No se ha importado nada.`)
};

/**
* | output |
* | --- |
* | "This file is far too large to be a plays file. Nothing was imported." |
*
* @param {Fm_Plays_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_too_large = /** @type {((inputs?: Fm_Plays_Too_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Too_LargeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_too_large(inputs)
	if (locale === "fr") return fr_fm_plays_too_large(inputs)
	if (locale === "es") return es_fm_plays_too_large(inputs)
	return en_fm_plays_too_large(inputs)
});