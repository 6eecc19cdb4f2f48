/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Refused_EmptyInputs */

const en_sb_refused_empty = /** @type {(inputs: Sb_Refused_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is empty.`)
};

const de_sb_refused_empty = /** @type {(inputs: Sb_Refused_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei ist leer.`)
};

const fr_sb_refused_empty = /** @type {(inputs: Sb_Refused_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier est vide.`)
};

const es_sb_refused_empty = /** @type {(inputs: Sb_Refused_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo está vacío.`)
};

/**
* | output |
* | --- |
* | "This file is empty." |
*
* @param {Sb_Refused_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_refused_empty = /** @type {((inputs?: Sb_Refused_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Refused_EmptyInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_refused_empty(inputs)
	if (locale === "fr") return fr_sb_refused_empty(inputs)
	if (locale === "es") return es_sb_refused_empty(inputs)
	return en_sb_refused_empty(inputs)
});