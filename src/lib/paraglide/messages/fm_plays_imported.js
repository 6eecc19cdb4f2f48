/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plays: NonNullable<unknown> }} Fm_Plays_ImportedInputs */

const en_fm_plays_imported = /** @type {(inputs: Fm_Plays_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported ${i?.plays}.`)
};

const de_fm_plays_imported = /** @type {(inputs: Fm_Plays_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importiert: ${i?.plays}.`)
};

const fr_fm_plays_imported = /** @type {(inputs: Fm_Plays_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importé : ${i?.plays}.`)
};

const es_fm_plays_imported = /** @type {(inputs: Fm_Plays_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importado: ${i?.plays}.`)
};

/**
* | output |
* | --- |
* | "Imported {plays}." |
*
* @param {Fm_Plays_ImportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_imported = /** @type {((inputs: Fm_Plays_ImportedInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_ImportedInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_imported(inputs)
	if (locale === "fr") return fr_fm_plays_imported(inputs)
	if (locale === "es") return es_fm_plays_imported(inputs)
	return en_fm_plays_imported(inputs)
});