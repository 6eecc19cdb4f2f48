/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tn_S_Reading_HistoryInputs */

const en_tn_s_reading_history = /** @type {(inputs: Tn_S_Reading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the history…`)
};

const de_tn_s_reading_history = /** @type {(inputs: Tn_S_Reading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlauf wird gelesen…`)
};

const fr_tn_s_reading_history = /** @type {(inputs: Tn_S_Reading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecture de l’historique…`)
};

const es_tn_s_reading_history = /** @type {(inputs: Tn_S_Reading_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo el historial…`)
};

/**
* | output |
* | --- |
* | "Reading the history…" |
*
* @param {Tn_S_Reading_HistoryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "es" }} options
* @returns {LocalizedString}
*/
export const tn_s_reading_history = /** @type {((inputs?: Tn_S_Reading_HistoryInputs, options?: { locale?: "en" | "de" | "fr" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tn_S_Reading_HistoryInputs, { locale?: "en" | "de" | "fr" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tn_s_reading_history(inputs)
	if (locale === "fr") return fr_tn_s_reading_history(inputs)
	if (locale === "es") return es_tn_s_reading_history(inputs)
	return en_tn_s_reading_history(inputs)
});