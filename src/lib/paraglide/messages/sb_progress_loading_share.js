/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ share: NonNullable<unknown> }} Sb_Progress_Loading_ShareInputs */

const en_sb_progress_loading_share = /** @type {(inputs: Sb_Progress_Loading_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reading the file: ${i?.share}`)
};

const de_sb_progress_loading_share = /** @type {(inputs: Sb_Progress_Loading_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Datei wird gelesen: ${i?.share}`)
};

const fr_sb_progress_loading_share = /** @type {(inputs: Sb_Progress_Loading_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lecture du fichier : ${i?.share}`)
};

const es_sb_progress_loading_share = /** @type {(inputs: Sb_Progress_Loading_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leyendo el archivo: ${i?.share}`)
};

/**
* | output |
* | --- |
* | "Reading the file: {share}" |
*
* @param {Sb_Progress_Loading_ShareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const sb_progress_loading_share = /** @type {((inputs: Sb_Progress_Loading_ShareInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sb_Progress_Loading_ShareInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sb_progress_loading_share(inputs)
	if (locale === "fr") return fr_sb_progress_loading_share(inputs)
	if (locale === "es") return es_sb_progress_loading_share(inputs)
	return en_sb_progress_loading_share(inputs)
});