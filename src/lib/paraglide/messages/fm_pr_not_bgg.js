/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Pr_Not_BggInputs */

const en_fm_pr_not_bgg = /** @type {(inputs: Fm_Pr_Not_BggInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is not a BoardGameGeek plays file that Tablemate can read`)
};

const de_fm_pr_not_bgg = /** @type {(inputs: Fm_Pr_Not_BggInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei ist keine Partien-Datei von BoardGameGeek, die Tablemate lesen kann`)
};

const fr_fm_pr_not_bgg = /** @type {(inputs: Fm_Pr_Not_BggInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier n’est pas un fichier de parties BoardGameGeek que Tablemate sait lire`)
};

const es_fm_pr_not_bgg = /** @type {(inputs: Fm_Pr_Not_BggInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este archivo no es un archivo de partidas de BoardGameGeek que Tablemate pueda leer`)
};

/**
* | output |
* | --- |
* | "This file is not a BoardGameGeek plays file that Tablemate can read" |
*
* @param {Fm_Pr_Not_BggInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_pr_not_bgg = /** @type {((inputs?: Fm_Pr_Not_BggInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Pr_Not_BggInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_pr_not_bgg(inputs)
	if (locale === "fr") return fr_fm_pr_not_bgg(inputs)
	if (locale === "es") return es_fm_pr_not_bgg(inputs)
	return en_fm_pr_not_bgg(inputs)
});