/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Too_LargeInputs */

const en_sb_too_large = /** @type {(inputs: Sb_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is far too large to be a Tablemate backup.`)
};

const de_sb_too_large = /** @type {(inputs: Sb_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei ist viel zu groß für eine Tablemate-Sicherung.`)
};

const fr_sb_too_large = /** @type {(inputs: Sb_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier est bien trop gros pour être une sauvegarde Tablemate.`)
};

const es_sb_too_large = /** @type {(inputs: Sb_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo es demasiado grande para ser una copia de Tablemate.`)
};

/**
* | output |
* | --- |
* | "This file is far too large to be a Tablemate backup." |
*
* @param {Sb_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_too_large = /** @type {((inputs?: Sb_Too_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Too_LargeInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_too_large(inputs)
	if (locale === "fr") return fr_sb_too_large(inputs)
	if (locale === "es") return es_sb_too_large(inputs)
	return en_sb_too_large(inputs)
});