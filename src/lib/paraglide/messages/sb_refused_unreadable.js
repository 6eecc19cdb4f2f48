/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Refused_UnreadableInputs */

const en_sb_refused_unreadable = /** @type {(inputs: Sb_Refused_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file cannot be read: it is cut short or damaged.`)
};

const de_sb_refused_unreadable = /** @type {(inputs: Sb_Refused_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei kann nicht gelesen werden: Sie ist abgeschnitten oder beschädigt.`)
};

const fr_sb_refused_unreadable = /** @type {(inputs: Sb_Refused_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier ne peut pas être lu : il est tronqué ou abîmé.`)
};

const es_sb_refused_unreadable = /** @type {(inputs: Sb_Refused_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo no se puede leer: está cortado o dañado.`)
};

/**
* | output |
* | --- |
* | "This file cannot be read: it is cut short or damaged." |
*
* @param {Sb_Refused_UnreadableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_refused_unreadable = /** @type {((inputs?: Sb_Refused_UnreadableInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Refused_UnreadableInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_refused_unreadable(inputs)
	if (locale === "fr") return fr_sb_refused_unreadable(inputs)
	if (locale === "es") return es_sb_refused_unreadable(inputs)
	return en_sb_refused_unreadable(inputs)
});