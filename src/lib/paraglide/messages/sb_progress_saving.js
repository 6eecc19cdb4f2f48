/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Progress_SavingInputs */

const en_sb_progress_saving = /** @type {(inputs: Sb_Progress_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving the games of the file…`)
};

const de_sb_progress_saving = /** @type {(inputs: Sb_Progress_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Partien der Datei werden gespeichert …`)
};

const fr_sb_progress_saving = /** @type {(inputs: Sb_Progress_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement des parties du fichier…`)
};

const es_sb_progress_saving = /** @type {(inputs: Sb_Progress_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardando las partidas del archivo…`)
};

/**
* | output |
* | --- |
* | "Saving the games of the file…" |
*
* @param {Sb_Progress_SavingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_progress_saving = /** @type {((inputs?: Sb_Progress_SavingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Progress_SavingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_progress_saving(inputs)
	if (locale === "fr") return fr_sb_progress_saving(inputs)
	if (locale === "es") return es_sb_progress_saving(inputs)
	return en_sb_progress_saving(inputs)
});