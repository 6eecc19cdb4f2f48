/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fm_Plays_Import_HeadingInputs */

const en_fm_plays_import_heading = /** @type {(inputs: Fm_Plays_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import plays`)
};

const de_fm_plays_import_heading = /** @type {(inputs: Fm_Plays_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partien importieren`)
};

const fr_fm_plays_import_heading = /** @type {(inputs: Fm_Plays_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer des parties`)
};

const es_fm_plays_import_heading = /** @type {(inputs: Fm_Plays_Import_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar partidas`)
};

/**
* | output |
* | --- |
* | "Import plays" |
*
* @param {Fm_Plays_Import_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const fm_plays_import_heading = /** @type {((inputs?: Fm_Plays_Import_HeadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fm_Plays_Import_HeadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fm_plays_import_heading(inputs)
	if (locale === "fr") return fr_fm_plays_import_heading(inputs)
	if (locale === "es") return es_fm_plays_import_heading(inputs)
	return en_fm_plays_import_heading(inputs)
});