/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Progress_CheckingInputs */

const en_sb_progress_checking = /** @type {(inputs: Sb_Progress_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the games in the file…`)
};

const de_sb_progress_checking = /** @type {(inputs: Sb_Progress_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Partien der Datei werden geprüft …`)
};

const fr_sb_progress_checking = /** @type {(inputs: Sb_Progress_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification des parties du fichier…`)
};

const es_sb_progress_checking = /** @type {(inputs: Sb_Progress_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobando las partidas del archivo…`)
};

/**
* | output |
* | --- |
* | "Checking the games in the file…" |
*
* @param {Sb_Progress_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_progress_checking = /** @type {((inputs?: Sb_Progress_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Progress_CheckingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_progress_checking(inputs)
	if (locale === "fr") return fr_sb_progress_checking(inputs)
	if (locale === "es") return es_sb_progress_checking(inputs)
	return en_sb_progress_checking(inputs)
});