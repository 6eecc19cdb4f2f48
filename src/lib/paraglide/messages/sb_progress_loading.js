/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sb_Progress_LoadingInputs */

const en_sb_progress_loading = /** @type {(inputs: Sb_Progress_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the file…`)
};

const de_sb_progress_loading = /** @type {(inputs: Sb_Progress_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Datei wird gelesen …`)
};

const fr_sb_progress_loading = /** @type {(inputs: Sb_Progress_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecture du fichier…`)
};

const es_sb_progress_loading = /** @type {(inputs: Sb_Progress_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo el archivo…`)
};

/**
* | output |
* | --- |
* | "Reading the file…" |
*
* @param {Sb_Progress_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_progress_loading = /** @type {((inputs?: Sb_Progress_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Progress_LoadingInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_progress_loading(inputs)
	if (locale === "fr") return fr_sb_progress_loading(inputs)
	if (locale === "es") return es_sb_progress_loading(inputs)
	return en_sb_progress_loading(inputs)
});